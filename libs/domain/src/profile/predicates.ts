// Patient-list checks of spec 001 §4.
import { type RelationToProfile } from '../catalog/codes';

interface WithRelation {
  readonly relationToProfile: RelationToProfile;
}

/** The profile's owner entered themselves when any patient is SELF. */
export const isSelfEntered = (patients: readonly WithRelation[]): boolean =>
  patients.some((p) => p.relationToProfile === 'SELF');

/** PENDING means the relation has not been chosen yet. */
export const isRelationPending = (patient: WithRelation): boolean =>
  patient.relationToProfile === 'PENDING';

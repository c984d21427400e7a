import { RELATIONS_TO_PROFILE, type RelationToProfile } from '@lens/domain';

/** The relations a person can choose (PENDING means "not chosen yet", never an answer). */
export const CHOOSABLE_RELATIONS = RELATIONS_TO_PROFILE.filter(
  (relation): relation is Exclude<RelationToProfile, 'PENDING'> => relation !== 'PENDING',
);

/** A profile has one SELF patient at most: once it exists, new patients are someone else. */
export const relationsFor = (hasSelf: boolean, current?: string) =>
  CHOOSABLE_RELATIONS.filter((relation) => relation !== 'SELF' || !hasSelf || current === 'SELF');

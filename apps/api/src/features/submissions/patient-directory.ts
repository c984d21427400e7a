import { Inject, Injectable } from '@nestjs/common';
import { type Patient, profileDecider } from '@lens/domain';
import type { EventStore } from '@lens/event-store';
import { load } from '../../platform/event-sourcing/write-aggregate';
import { Failure } from '../../platform/http/failure';
import { EVENT_STORE } from '../../platform/infrastructure/tokens';

/**
 * A profile's patients, read from the profile's own stream: ownership checks and the patient's
 * chosen practice must be exact (a patient added a moment ago counts), so they do not wait for
 * the profiles read model. A profile stream holds a handful of events.
 */
@Injectable()
export class PatientDirectory {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async patientsOf(profileId: string): Promise<readonly Patient[]> {
    const { state } = await load(this.store, `profile-${profileId}`, profileDecider);
    return state.kind === 'registered' ? state.patients : [];
  }

  /** The profile's patient; 404 for anyone else's (or no one's), so nothing leaks. */
  async patientOf(profileId: string, patientId: string, field = 'patient_id'): Promise<Patient> {
    const patient = (await this.patientsOf(profileId)).find((p) => p.patientId === patientId);
    if (!patient) throw new Failure('NOT_FOUND', field);
    return patient;
  }

  /**
   * The patient an entry is for when none is named: the SELF patient, else the only patient.
   * Without one the caller must say (NULL on `field`).
   */
  async defaultPatientOf(profileId: string, field = 'patient_id'): Promise<Patient> {
    const patients = await this.patientsOf(profileId);
    const chosen =
      patients.find((p) => p.relationToProfile === 'SELF') ??
      (patients.length === 1 ? patients[0] : undefined);
    if (!chosen) throw new Failure('NULL', field);
    return chosen;
  }
}

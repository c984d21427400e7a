import { Inject, Injectable } from '@nestjs/common';
import { type Patient, dayOf, limitRemaining } from '@lens/domain';
import { latestPatientOf, priorPurchasesOf } from '@lens/read-models';
import { CLOCK, type Clock } from '../../platform/clock/clock';
import { ReadModels } from '../../platform/read-models/read-models';
import { PatientDirectory } from './patient-directory';

/** The annual supply limit (DESIGN §9) for the caller's patients, from the supply ledger. */
@Injectable()
export class PatientLimits {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly patients: PatientDirectory,
    private readonly readModels: ReadModels,
  ) {}

  /**
   * The profile's active patient: the patient of its newest entry, else its SELF patient, else
   * its only one (none when that leaves no single choice).
   */
  async activePatient(profileId: string): Promise<Patient | undefined> {
    const [patients, latest] = await Promise.all([
      this.patients.patientsOf(profileId),
      latestPatientOf(this.readModels, profileId),
    ]);
    return (
      patients.find((p) => p.patientId === latest) ??
      patients.find((p) => p.relationToProfile === 'SELF') ??
      (patients.length === 1 ? patients[0] : undefined)
    );
  }

  /** Whether the profile's active patient has no supply left in the rolling year ending today. */
  async activeLimited(profileId: string, active?: Patient): Promise<boolean> {
    const patient = active ?? (await this.activePatient(profileId));
    if (!patient) return false;
    const prior = await priorPurchasesOf(this.readModels, profileId, patient.patientId);
    return limitRemaining(prior, dayOf(this.clock.now().getTime())) === 0;
  }
}

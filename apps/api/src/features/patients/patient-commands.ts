import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  NOT_LISTED_SAP,
  type NotListedDoctor,
  type Patient,
  type PatientAddress,
  type PatientChanges,
  type ProfileCommand,
  type ProfileState,
  err,
  ok,
} from '@lens/domain';
import type { EventStore } from '@lens/event-store';
import type { Actor } from '../../platform/auth/tokens';
import { CLOCK, type Clock } from '../../platform/clock/clock';
import type { CommandContext } from '../../platform/event-sourcing/command-context';
import { type Outcome, decideAndAppend } from '../../platform/event-sourcing/decide-and-append';
import { ProjectionWaiter } from '../../platform/event-sourcing/projection-waiter';
import { Failure } from '../../platform/http/failure';
import { EVENT_STORE } from '../../platform/infrastructure/tokens';
import { PROFILES_PROJECTION, profileStream } from '../profiles/profile-stream';
import type { PatientAddRequest, PatientUpdateRequest } from './patient-requests';
import { type PatientView, patientView } from './patient-view';
import { PracticeSnapshots } from '../practices/practice-snapshots';
import { type ProfilePlan, profilePlanDecider } from './profile-plan';

/** What add and update share: the patient info, the sap and the not-listed doctor. */
type PatientFields = PatientAddRequest;

const addressOf = (body: PatientFields): PatientAddress => ({
  address1: body.address1,
  address2: body.address2 || null,
  city: body.city,
  state: body.state,
  postal_code: body.postal_code,
  country: body.country || 'US',
});

const doctorOf = (body: PatientFields): NotListedDoctor | null =>
  body.sap === NOT_LISTED_SAP
    ? { first_name: body.first_name ?? '', last_name: body.last_name ?? '' }
    : null;

const samePractice = (patient: Patient, sap: string, doctor: NotListedDoctor | null) =>
  patient.sap === sap &&
  patient.notListedDoctor?.first_name === doctor?.first_name &&
  patient.notListedDoctor?.last_name === doctor?.last_name;

const ADDRESS_FIELDS = ['address1', 'address2', 'city', 'state', 'postal_code', 'country'] as const;

/** Field by field: an address read back from the store may list its keys in another order. */
const sameAddress = (a: PatientAddress | null, b: PatientAddress) =>
  a !== null && ADDRESS_FIELDS.every((field) => (a[field] || null) === (b[field] || null));

/** Only what the form changes, so an unchanged form appends nothing. */
function changesOf(patient: Patient, body: PatientFields): PatientChanges {
  const address = addressOf(body);
  return {
    ...(patient.name !== body.name && { name: body.name }),
    ...(patient.relationToProfile !== body.relation_to_profile && {
      relationToProfile: body.relation_to_profile,
    }),
    ...(!sameAddress(patient.address, address) && { address }),
  };
}

/** Adding and changing the signed-in profile's patients, each with its chosen practice. */
@Injectable()
export class PatientCommands {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly practices: PracticeSnapshots,
    private readonly waiter: ProjectionWaiter,
  ) {}

  /** A new patient and its practice, as one decision (PatientAdded + PatientPracticeSelected). */
  async add(actor: Actor, body: PatientAddRequest, context: CommandContext): Promise<PatientView> {
    const doctor = doctorOf(body);
    const practice = await this.practices.find(body.sap, doctor);
    if (!practice) throw new Failure('PRACTICE_NOT_FOUND', 'sap');
    const patientId = randomUUID();
    const plan: ProfilePlan = () =>
      ok([
        {
          type: 'AddPatient',
          data: {
            patientId,
            name: body.name,
            relationToProfile: body.relation_to_profile,
            address: addressOf(body),
          },
        },
        { type: 'SelectPatientPractice', data: { patientId, practice } },
      ]);
    return this.run(actor, patientId, plan, context);
  }

  /**
   * Changes a patient of the caller's profile: its info, and its practice when the sap (or the
   * not-listed doctor) differs. Another profile's patient is not found (404).
   */
  async update(
    actor: Actor,
    body: PatientUpdateRequest,
    context: CommandContext,
  ): Promise<PatientView> {
    const doctor = doctorOf(body);
    const practice = await this.practices.find(body.sap, doctor);
    const plan: ProfilePlan = (state) => {
      const patient = patientOf(state, body.id);
      // Unknown here: the domain answers PATIENT_NOT_FOUND (404), whoever's patient it is.
      if (!patient) return ok([{ type: 'UpdatePatient', data: { patientId: body.id } }]);
      const commands: ProfileCommand[] = [];
      const changes = changesOf(patient, body);
      if (Object.keys(changes).length > 0)
        commands.push({ type: 'UpdatePatient', data: { patientId: body.id, ...changes } });
      if (!samePractice(patient, body.sap, doctor)) {
        if (!practice) return err({ code: 'PRACTICE_NOT_FOUND', field: 'sap' });
        commands.push({ type: 'SelectPatientPractice', data: { patientId: body.id, practice } });
      }
      return ok(commands);
    };
    return this.run(actor, body.id, plan, context);
  }

  private async run(
    actor: Actor,
    patientId: string,
    plan: ProfilePlan,
    context: CommandContext,
  ): Promise<PatientView> {
    const outcome: Outcome<ProfileState> = await decideAndAppend(
      this.store,
      profileStream(actor.profileId),
      profilePlanDecider,
      plan,
      { now: this.clock.now().getTime() },
      context,
    );
    // The patient list is read from the read model: let the caller's next read see this change.
    if (outcome.position) await this.waiter.waitFor(outcome.position, [PROFILES_PROJECTION]);
    const patient = patientOf(outcome.state, patientId);
    if (!patient) throw new Failure('NOT_FOUND', 'id');
    return patientView(actor.profileId, patient);
  }
}

function patientOf(state: ProfileState, patientId: string): Patient | undefined {
  return state.kind === 'registered'
    ? state.patients.find((patient) => patient.patientId === patientId)
    : undefined;
}

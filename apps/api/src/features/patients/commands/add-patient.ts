import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ok } from '@lens/domain';
import type { EventStore } from '@lens/event-store';
import type { Actor } from '../../../platform/auth/tokens';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { ProjectionWaiter } from '../../../platform/event-sourcing/projection-waiter';
import { writeAggregate } from '../../../platform/event-sourcing/write-aggregate';
import { Failure } from '../../../platform/http/failure';
import { PracticeSnapshots } from '../../practices/practice-snapshots';
import { addressOf, doctorOf } from '../patient-fields';
import type { PatientAddRequest } from '../patient-requests';
import { type PatientView, shownPatient } from '../patient-view';
import { PROFILES_PROJECTION, profileStream, profilesInline } from '../../profiles/profile-stream';
import { EVENT_STORE } from '../../../platform/infrastructure/tokens';
import { type ProfilePlan, profilePlanDecider } from '../profile-plan';

/** A new patient of the caller's profile and its practice, as one decision. */
export class AddPatientCommand extends Command<{ patient: PatientView }> {
  constructor(
    readonly actor: Pick<Actor, 'profileId'>,
    readonly request: PatientAddRequest,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(AddPatientCommand)
export class AddPatientHandler implements ICommandHandler<AddPatientCommand> {
  constructor(
    private readonly practices: PracticeSnapshots,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly waiter: ProjectionWaiter,
  ) {}

  async execute({ actor, request, context }: AddPatientCommand) {
    const practice = await this.practices.find(request.sap, doctorOf(request));
    if (!practice) throw new Failure('PRACTICE_NOT_FOUND', 'sap');
    const patientId = randomUUID();
    const plan: ProfilePlan = () =>
      ok([
        {
          type: 'AddPatient',
          data: {
            patientId,
            name: request.name,
            relationToProfile: request.relation_to_profile,
            address: addressOf(request),
          },
        },
        { type: 'SelectPatientPractice', data: { patientId, practice } },
      ]);
    const outcome = await writeAggregate({
      store: this.store,
      stream: profileStream(actor.profileId),
      decider: profilePlanDecider,
      command: plan,
      env: { now: this.clock.now().getTime() },
      context,
      inline: profilesInline,
    });
    if (outcome.position && !outcome.inline)
      await this.waiter.waitFor(outcome.position, [PROFILES_PROJECTION]);
    return { patient: shownPatient(actor.profileId, outcome.state, patientId) };
  }
}

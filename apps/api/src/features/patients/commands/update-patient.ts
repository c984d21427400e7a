import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type ProfileCommand, err, ok } from '@lens/domain';
import type { EventStore } from '@lens/event-store';
import type { Actor } from '../../../platform/auth/tokens';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { ProjectionWaiter } from '../../../platform/event-sourcing/projection-waiter';
import { writeAggregate } from '../../../platform/event-sourcing/write-aggregate';
import { PracticeSnapshots } from '../../practices/practice-snapshots';
import { changesOf, doctorOf, patientOf, samePractice } from '../patient-fields';
import type { PatientUpdateRequest } from '../patient-requests';
import { type PatientView, shownPatient } from '../patient-view';
import { PROFILES_PROJECTION, profileStream, profilesInline } from '../../profiles/profile-stream';
import { EVENT_STORE } from '../../../platform/infrastructure/tokens';
import { profilePlanDecider } from '../profile-plan';

/**
 * Changes a patient of the caller's profile: its info, and its practice when the sap (or the
 * not-listed doctor) differs. Another profile's patient is not found (404).
 */
export class UpdatePatientCommand extends Command<{ patient: PatientView }> {
  constructor(
    readonly actor: Actor,
    readonly request: PatientUpdateRequest,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(UpdatePatientCommand)
export class UpdatePatientHandler implements ICommandHandler<UpdatePatientCommand> {
  constructor(
    private readonly practices: PracticeSnapshots,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly waiter: ProjectionWaiter,
  ) {}

  async execute({ actor, request, context }: UpdatePatientCommand) {
    const doctor = doctorOf(request);
    const practice = await this.practices.find(request.sap, doctor);
    const outcome = await writeAggregate({
      store: this.store,
      stream: profileStream(actor.profileId),
      decider: profilePlanDecider,
      command: (state) => {
        const current = patientOf(state, request.id);
        // Unknown here: the domain answers PATIENT_NOT_FOUND (404), whoever's patient it is.
        if (!current) return ok([{ type: 'UpdatePatient', data: { patientId: request.id } }]);
        const commands: ProfileCommand[] = [];
        const changes = changesOf(current, request);
        if (Object.keys(changes).length > 0)
          commands.push({ type: 'UpdatePatient', data: { patientId: request.id, ...changes } });
        if (!samePractice(current, request.sap, doctor)) {
          if (!practice) return err({ code: 'PRACTICE_NOT_FOUND', field: 'sap' });
          commands.push({
            type: 'SelectPatientPractice',
            data: { patientId: request.id, practice },
          });
        }
        return ok(commands);
      },
      env: { now: this.clock.now().getTime() },
      context,
      inline: profilesInline,
    });
    if (outcome.position && !outcome.inline)
      await this.waiter.waitFor(outcome.position, [PROFILES_PROJECTION]);
    return { patient: shownPatient(actor.profileId, outcome.state, request.id) };
  }
}

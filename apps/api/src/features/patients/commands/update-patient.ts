import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type ProfileCommand, err, ok } from '@lens/domain';
import type { Actor } from '../../../platform/auth/tokens';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { PracticeSnapshots } from '../../practices/practice-snapshots';
import { changesOf, doctorOf, patientOf, samePractice } from '../patient-fields';
import type { PatientUpdateRequest } from '../patient-requests';
import type { PatientView } from '../patient-view';
import { PatientWriter } from '../patient-writer';

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
    private readonly writer: PatientWriter,
  ) {}

  async execute({ actor, request, context }: UpdatePatientCommand) {
    const doctor = doctorOf(request);
    const practice = await this.practices.find(request.sap, doctor);
    const patient = await this.writer.run(
      actor,
      request.id,
      (state) => {
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
      context,
    );
    return { patient };
  }
}

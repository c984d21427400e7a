import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ok } from '@lens/domain';
import type { Actor } from '../../../platform/auth/tokens';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { Failure } from '../../../platform/http/failure';
import { PracticeSnapshots } from '../../practices/practice-snapshots';
import { addressOf, doctorOf } from '../patient-fields';
import type { PatientAddRequest } from '../patient-requests';
import type { PatientView } from '../patient-view';
import { PatientWriter } from '../patient-writer';

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
    private readonly writer: PatientWriter,
  ) {}

  async execute({ actor, request, context }: AddPatientCommand) {
    const practice = await this.practices.find(request.sap, doctorOf(request));
    if (!practice) throw new Failure('PRACTICE_NOT_FOUND', 'sap');
    const patientId = randomUUID();
    const patient = await this.writer.run(
      actor,
      patientId,
      () =>
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
        ]),
      context,
    );
    return { patient };
  }
}

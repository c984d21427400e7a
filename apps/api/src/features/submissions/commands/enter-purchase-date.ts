import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PurchaseDate } from '@lens/validation';
import type { Actor } from '../../../platform/auth/tokens';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { ProjectionWaiter } from '../../../platform/event-sourcing/projection-waiter';
import { writeAggregate } from '../../../platform/event-sourcing/write-aggregate';
import { Failure } from '../../../platform/http/failure';
import { PatientDirectory } from '../patient-directory';
import { EntryStreams, PURCHASE_READ_MODELS } from '../entry-streams';

/**
 * Creates an entry (an unguessable id) for the patient named, or the profile's own; with
 * `purchase_submission_id`, a new date for that entry in progress instead (same id; the domain
 * removes promo codes checked against the old date). Another profile's or an unknown id is 404,
 * a confirmed entry 409 ILLEGAL_STATUS.
 */
export class EnterPurchaseDateCommand extends Command<{ purchaseSubmissionId: string }> {
  constructor(
    readonly actor: Actor,
    readonly request: PurchaseDate,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(EnterPurchaseDateCommand)
export class EnterPurchaseDateHandler implements ICommandHandler<EnterPurchaseDateCommand> {
  constructor(
    private readonly entries: EntryStreams,
    private readonly waiter: ProjectionWaiter,
    private readonly patients: PatientDirectory,
  ) {}

  async execute({ actor, request, context }: EnterPurchaseDateCommand) {
    const existing = request.purchase_submission_id
      ? await this.entries.owned(actor, request.purchase_submission_id)
      : null;
    const patientId = existing
      ? await this.patientOfEntry(actor, request, existing.entry.patientId)
      : (request.patient_id
          ? await this.patients.patientOf(actor.profileId, request.patient_id)
          : await this.patients.defaultPatientOf(actor.profileId)
        ).patientId;
    const submissionId = request.purchase_submission_id ?? randomUUID();
    const outcome = await writeAggregate({
      ...this.entries.ofCaller(actor, submissionId),
      command: {
        type: 'EnterPurchaseDate',
        data: {
          submissionId,
          profileId: actor.profileId,
          patientId,
          purchaseDate: request.purchase_date,
        },
      },
      context,
      loaded: existing?.loaded,
    });
    // The entry's next reads (search/by-id, the promo limit, the dashboard) must find it.
    await this.waiter.settle(outcome, PURCHASE_READ_MODELS);
    return { purchaseSubmissionId: submissionId };
  }

  /** A new date keeps the entry's patient: someone else's is not found, another of ours refused. */
  private async patientOfEntry(actor: Actor, request: PurchaseDate, entryPatientId: string) {
    if (request.patient_id && request.patient_id !== entryPatientId) {
      await this.patients.patientOf(actor.profileId, request.patient_id);
      throw new Failure('PATIENT_MISMATCH', 'patient_id');
    }
    return entryPatientId;
  }
}

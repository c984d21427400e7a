import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type PatientType, brandsOf, patientTypeOf } from '@lens/domain';
import { purchaseHistoryOf } from '@lens/read-models';
import type { SubmitSupplies } from '@lens/validation';
import type { Actor } from '../../../platform/auth/tokens';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { writeAggregate } from '../../../platform/event-sourcing/write-aggregate';
import { Failure } from '../../../platform/http/failure';
import { ReadModels } from '../../../platform/read-models/read-models';
import { PracticeSnapshots } from '../../practices/practice-snapshots';
import { Uploads } from '../../uploads/uploads';
import { PatientDirectory } from '../patient-directory';
import { EntryStreams } from '../entry-streams';
import { domainSupplies } from '../supplies-request';
import { isAdminActing } from './admin-acting';

/** The admin-only flags of submit-supplies (spec 000 §4). */
const ADMIN_FLAGS = ['is_admin_resubmit', 'exception', 'admin_exception'] as const;

/** The exception an admin's "continue anyway" records (the OAMOE override). */
const ECP_EXCEPTION = 'ecp_exception';

/** The boxes bought and the practice: the entry's supplies, priced by the domain. */
export class SubmitSuppliesCommand extends Command<{
  purchaseSubmissionId: string;
  supplyLength: number;
  patientType: PatientType;
}> {
  constructor(
    readonly actor: Actor,
    readonly request: SubmitSupplies,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(SubmitSuppliesCommand)
export class SubmitSuppliesHandler implements ICommandHandler<SubmitSuppliesCommand> {
  constructor(
    private readonly entries: EntryStreams,
    private readonly patients: PatientDirectory,
    private readonly practices: PracticeSnapshots,
    private readonly readModels: ReadModels,
    private readonly uploads: Uploads,
  ) {}

  async execute({ actor, request, context }: SubmitSuppliesCommand) {
    const refused = ADMIN_FLAGS.find((flag) => request[flag]);
    if (refused && !isAdminActing(actor)) throw new Failure('FORBIDDEN', refused);
    const submissionId = request.purchase_submission_id;
    const { entry, loaded } = await this.entries.owned(actor, submissionId);
    const patient = (await this.patients.patientsOf(actor.profileId)).find(
      (p) => p.patientId === entry.patientId,
    );
    const sap = request.sap ?? patient?.sap;
    if (!sap) throw new Failure('NULL', 'sap');
    const doctor = patient?.sap === sap ? patient.notListedDoctor : null;
    const practice = await this.practices.find(sap, doctor);
    if (!practice) throw new Failure('PRACTICE_NOT_FOUND', 'sap');
    const supplies = domainSupplies(request.supplies);
    const { priorPurchases, earlier } = await purchaseHistoryOf(
      this.readModels,
      actor.profileId,
      entry.patientId,
      submissionId,
    );
    const productUrl = request.product_image_url;
    const productUpload = productUrl
      ? await this.uploads.ofEntry(productUrl, actor.profileId, submissionId)
      : null;
    const patientType = patientTypeOf(earlier, brandsOf(supplies));
    await writeAggregate({
      ...this.entries.ofCaller(actor, submissionId, supplies),
      command: {
        type: 'SubmitSupplies',
        data: {
          submissionId,
          patientId: request.patientId,
          supplies,
          practice,
          patientType,
          productImage: productUrl
            ? { url: productUrl, contentHash: productUpload?.sha256 ?? null }
            : null,
          resubmission: request.resubmission,
          isAdminResubmit: request.is_admin_resubmit,
          exception: request.exception ? ECP_EXCEPTION : null,
          adminException: request.admin_exception,
          priorPurchases,
        },
      },
      context,
      loaded,
    });
    return { purchaseSubmissionId: submissionId, supplyLength: supplies.supplyLength, patientType };
  }
}

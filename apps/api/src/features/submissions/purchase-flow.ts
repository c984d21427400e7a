import { Injectable } from '@nestjs/common';
import { brandsOf, patientTypeOf } from '@lens/domain';
import type {
  Confirm,
  ConfirmQuery,
  DiscardSubmission,
  PurchaseDate,
  Resubmit,
  SubmitReceiptImage,
  SubmitSupplies,
} from '@lens/validation';
import { randomUUID } from 'node:crypto';
import type { Actor } from '../../platform/auth/tokens';
import type { CommandContext } from '../../platform/event-sourcing/command-context';
import { Failure } from '../../platform/http/failure';
import { SupplyLedger } from '../ledger/supply-ledger';
import { Uploads } from '../uploads/uploads';
import { PatientDirectory } from './patient-directory';
import { PracticeSnapshots } from '../practices/practice-snapshots';
import { SubmissionCommands } from './submission-commands';
import { SubmissionQueries } from './submission-queries';
import { domainSupplies } from './supplies-request';

/**
 * The admin-only flags of submit-supplies (spec 000 §4): only an admin, acting as themselves or
 * impersonating. A support agent acting for a patient is refused like the patient (403).
 */
const ADMIN_FLAGS = ['is_admin_resubmit', 'exception', 'admin_exception'] as const;
const isAdminActing = (actor: Actor) =>
  actor.impersonatorId !== undefined ? actor.impersonatorRole === 'admin' : actor.role === 'admin';

/** The exception an admin's "continue anyway" records (the OAMOE override). */
const ECP_EXCEPTION = 'ecp_exception';

/** The purchase flow (spec 000 §4): purchase date → supplies → receipt → confirm. */
@Injectable()
export class PurchaseFlow {
  constructor(
    private readonly commands: SubmissionCommands,
    private readonly queries: SubmissionQueries,
    private readonly patients: PatientDirectory,
    private readonly practices: PracticeSnapshots,
    private readonly ledger: SupplyLedger,
    private readonly uploads: Uploads,
  ) {}

  /**
   * Creates the entry (an unguessable id) for the patient named, or the profile's own; with
   * `purchase_submission_id`, changes the date of that entry instead (same id).
   */
  async enterPurchaseDate(actor: Actor, request: PurchaseDate, context: CommandContext) {
    if (request.purchase_submission_id)
      return this.changePurchaseDate(actor, request, request.purchase_submission_id, context);
    const patient = request.patient_id
      ? await this.patients.patientOf(actor.profileId, request.patient_id)
      : await this.patients.defaultPatientOf(actor.profileId);
    const submissionId = randomUUID();
    const outcome = await this.commands.run(actor, context, {
      type: 'EnterPurchaseDate',
      data: {
        submissionId,
        profileId: actor.profileId,
        patientId: patient.patientId,
        purchaseDate: request.purchase_date,
      },
    });
    // The entry's next reads (search/by-id, the promo limit, the dashboard) must find it.
    await this.commands.settle(submissionId, outcome);
    return { purchaseSubmissionId: submissionId };
  }

  /**
   * A new date for the caller's entry in progress (the domain removes promo codes checked against
   * the old one). Another profile's or an unknown id is 404; a confirmed entry 409 ILLEGAL_STATUS.
   */
  private async changePurchaseDate(
    actor: Actor,
    request: PurchaseDate,
    submissionId: string,
    context: CommandContext,
  ) {
    const { entry, loaded } = await this.commands.ownedWithStream(actor, submissionId);
    if (request.patient_id && request.patient_id !== entry.patientId) {
      // Someone else's patient is not found; one of the caller's is not this entry's patient.
      await this.patients.patientOf(actor.profileId, request.patient_id);
      throw new Failure('PATIENT_MISMATCH', 'patient_id');
    }
    const outcome = await this.commands.run(
      actor,
      context,
      {
        type: 'EnterPurchaseDate',
        data: {
          submissionId,
          profileId: actor.profileId,
          patientId: entry.patientId,
          purchaseDate: request.purchase_date,
        },
      },
      undefined,
      loaded,
    );
    await this.commands.settle(submissionId, outcome);
    return { purchaseSubmissionId: submissionId };
  }

  async submitSupplies(actor: Actor, request: SubmitSupplies, context: CommandContext) {
    const refused = ADMIN_FLAGS.find((flag) => request[flag]);
    if (refused && !isAdminActing(actor)) throw new Failure('FORBIDDEN', refused);
    const submissionId = request.purchase_submission_id;
    const { entry, loaded } = await this.commands.ownedWithStream(actor, submissionId);
    const patient = (await this.patients.patientsOf(actor.profileId)).find(
      (p) => p.patientId === entry.patientId,
    );
    const sap = request.sap ?? patient?.sap;
    if (!sap) throw new Failure('NULL', 'sap');
    const doctor = patient?.sap === sap ? patient.notListedDoctor : null;
    const practice = await this.practices.find(sap, doctor);
    if (!practice) throw new Failure('PRACTICE_NOT_FOUND', 'sap');
    const supplies = domainSupplies(request.supplies);
    const [priorPurchases, earlier] = await Promise.all([
      this.ledger.priorPurchases(actor.profileId, entry.patientId),
      this.ledger.earlierEntries(actor.profileId, entry.patientId, submissionId),
    ]);
    const productUrl = request.product_image_url;
    const productUpload = productUrl
      ? await this.uploads.ofEntry(productUrl, actor.profileId, submissionId)
      : null;
    const patientType = patientTypeOf(earlier, brandsOf(supplies));
    await this.commands.run(
      actor,
      context,
      {
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
      supplies,
      loaded,
    );
    return { purchaseSubmissionId: submissionId, supplyLength: supplies.supplyLength, patientType };
  }

  /** The receipt must be a photo this profile uploaded for this entry: its hash is known. */
  async attachReceipt(actor: Actor, request: SubmitReceiptImage, context: CommandContext) {
    const submissionId = request.purchase_submission_id;
    const { loaded } = await this.commands.ownedWithStream(actor, submissionId);
    const upload = await this.uploads.ofEntry(
      request.receipt_image_url,
      actor.profileId,
      submissionId,
    );
    if (!upload) throw new Failure('UPLOAD_NOT_FOUND', 'receipt_image_url');
    await this.commands.run(
      actor,
      context,
      {
        type: 'AttachReceiptImage',
        data: { submissionId, url: request.receipt_image_url, contentHash: upload.sha256 },
      },
      undefined,
      loaded,
    );
    return { purchaseSubmissionId: submissionId };
  }

  /**
   * Throws away the caller's entry in progress (once; again changes nothing). It leaves the
   * dashboard; anything else of it (confirmed, rejected, resubmitting) is 409 ILLEGAL_STATUS.
   */
  async discard(actor: Actor, request: DiscardSubmission, context: CommandContext) {
    const submissionId = request.purchase_submission_id;
    const outcome = await this.commands.run(actor, context, {
      type: 'DiscardSubmission',
      data: { submissionId },
    });
    await this.commands.settle(submissionId, outcome);
    return { discarded: true };
  }

  /**
   * Starts sending a rejected entry again (status resub_started): the patient then submits
   * supplies, receipt and confirm with `resubmission: true`, and the approval judges it again.
   */
  async resubmit(actor: Actor, request: Resubmit, context: CommandContext) {
    const submissionId = request.purchase_submission_id;
    const outcome = await this.commands.run(actor, context, {
      type: 'StartResubmission',
      data: { submissionId, isAdminResubmit: isAdminActing(actor) },
    });
    await this.commands.settle(submissionId, outcome);
    return { submission: await this.queries.owned(actor, submissionId) };
  }

  /** Confirms once (a second confirm appends nothing) and answers with the dashboard entry. */
  async confirm(actor: Actor, request: Confirm, query: ConfirmQuery, context: CommandContext) {
    const submissionId = request.purchase_submission_id;
    const { entry, loaded } = await this.commands.ownedWithStream(actor, submissionId);
    const priorPurchases = await this.ledger.priorPurchases(actor.profileId, entry.patientId);
    const outcome = await this.commands.run(
      actor,
      context,
      {
        type: 'ConfirmSubmission',
        data: {
          submissionId,
          resubmission: request.resubmission,
          channel: query.channel ?? null,
          priorPurchases,
        },
      },
      undefined,
      loaded,
    );
    await this.commands.settle(submissionId, outcome);
    return { submission: await this.queries.owned(actor, submissionId) };
  }
}

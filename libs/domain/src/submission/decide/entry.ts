// Building the entry: purchase date, supplies, product and receipt images.
import {
  type EnterPurchaseDate,
  type AttachProductImage,
  type AttachReceiptImage,
  type SubmitSupplies,
} from '../submission.commands';
import {
  type PurchaseDateEntered,
  type SubmissionEntryState,
  type SubmissionEvent,
  type SubmissionState,
  type SuppliesSubmitted,
} from '../submission';
import { suppliedMonths } from '../supplies';
import { isEditable } from '../transitions';
import { accept, err } from '../../core/result';
import { isNotListed, missingNotListedNames } from '../../practice/practice';
import { isIsoDay, isoTimestamp } from '../../time/days';
import { purchaseDateProblem } from '../../time/submission-window';
import { subPhaseAt, type SubPhase } from '../../time/sub-phases';
import {
  entryViolations,
  illegalStatus,
  isBlank,
  submissionMoment,
  whenEditable,
  type SubmissionDecision,
  type SubmissionEnv,
} from './shared';
import { removeAllPromoCodes } from './promo';

/** Creates the entry, or changes the date of one still being edited. */
export function enterPurchaseDate(
  command: EnterPurchaseDate,
  state: SubmissionState,
  env: SubmissionEnv,
): SubmissionDecision {
  const { submissionId, profileId, patientId, purchaseDate } = command.data;
  if (!isIsoDay(purchaseDate)) return err({ code: 'INVALID_PURCHASE_DATE', purchaseDate });
  const problem = purchaseDateProblem(
    purchaseDate,
    submissionMoment(state.kind === 'entry' ? state : null, env),
  );
  if (problem) return err(problem);
  const subPhase = subPhaseAt(purchaseDate) as SubPhase;
  const entered: PurchaseDateEntered = {
    type: 'PurchaseDateEntered',
    data: {
      submissionId,
      profileId,
      patientId,
      purchaseDate,
      subPhase: subPhase.name,
      entryType: command.data.entryType ?? 'site',
      enteredAt: isoTimestamp(env.now),
    },
  };
  if (state.kind === 'none') return accept(entered);
  if (state.profileId !== profileId || state.patientId !== patientId) {
    return err({ code: 'SUBMISSION_ID_TAKEN' });
  }
  if (!isEditable(state.status)) return illegalStatus(command.type, state);
  if (state.purchaseDate === purchaseDate) return accept();
  const changed = { ...entered, data: { ...entered.data, entryType: state.entryType } };
  return accept<SubmissionEvent>(
    changed,
    ...removeAllPromoCodes(state, 'purchase_date_changed', env),
  );
}

/** What promo eligibility depends on; when it changes, applied codes are removed. */
const promoFacts = (s: SuppliesSubmitted['data']): string =>
  JSON.stringify([
    s.supplies.brand_l,
    s.supplies.brand_r,
    s.patient_type,
    s.sap,
    s.practice.scgKey ?? null,
  ]);

export function submitSupplies(
  command: SubmitSupplies,
  state: SubmissionState,
  env: SubmissionEnv,
): SubmissionDecision {
  return whenEditable(command.type, state, (entry) => {
    const d = command.data;
    if (d.patientId !== entry.patientId) return err({ code: 'PATIENT_MISMATCH' });
    const unnamed = missingNotListedNames(d.practice);
    if (unnamed) return err(unnamed);
    // An inactive practice is refused unless an admin continues with an exception (the OAMOE
    // override, spec 000 §2): the web offers it on this very error.
    const excepted = !isBlank(d.exception) || entry.exceptions.length > 0;
    if (!isNotListed(d.practice) && d.practice.status !== 'active' && !excepted)
      return err({ code: 'PRACTICE_INACTIVE', sap: d.practice.sap });
    const at = isoTimestamp(env.now);
    const submitted: SuppliesSubmitted = {
      type: 'SuppliesSubmitted',
      data: {
        submissionId: entry.submissionId,
        supplies: d.supplies,
        suppliedMonths: suppliedMonths(d.supplies),
        sap: d.practice.sap,
        practice: d.practice,
        patient_type: d.patientType,
        sku: d.sku ?? null,
        resubmission: d.resubmission ?? entry.isResubmission,
        isAdminResubmit: d.isAdminResubmit ?? false,
        exception: isBlank(d.exception) ? null : (d.exception as string),
        adminException: d.adminException ?? false,
        submittedAt: at,
      },
    };
    const after: SubmissionEntryState = { ...entry, supplies: submitted.data };
    const [violation] = entryViolations(after, d.supplies, d.priorPurchases, false);
    if (violation) return err(violation);
    const imageUrl = d.productImage?.url;
    const image = isBlank(imageUrl)
      ? []
      : [productImageAttached(entry, imageUrl as string, d.productImage?.contentHash, at)];
    const previous = entry.supplies;
    const removals =
      previous !== null && promoFacts(previous) !== promoFacts(submitted.data)
        ? removeAllPromoCodes(entry, 'supplies_changed', env)
        : [];
    return accept<SubmissionEvent>(submitted, ...image, ...removals);
  });
}

function productImageAttached(
  entry: SubmissionEntryState,
  url: string,
  contentHash: string | null | undefined,
  attachedAt: string,
): SubmissionEvent {
  return {
    type: 'ProductImageAttached',
    data: { submissionId: entry.submissionId, url, contentHash: contentHash ?? null, attachedAt },
  };
}

/** A product photo (hash optional) or a receipt photo (hash required for duplicate checks). */
export function attachImage(
  command: AttachProductImage | AttachReceiptImage,
  state: SubmissionState,
  env: SubmissionEnv,
): SubmissionDecision {
  return whenEditable(command.type, state, (entry) => {
    const { url } = command.data;
    const contentHash = command.data.contentHash ?? null;
    const at = isoTimestamp(env.now);
    if (isBlank(url)) return err({ code: 'IMAGE_REQUIRED', field: 'url' });
    if (command.type === 'AttachProductImage') {
      return accept(productImageAttached(entry, url, contentHash, at));
    }
    if (contentHash === null || isBlank(contentHash)) {
      return err({ code: 'IMAGE_REQUIRED', field: 'contentHash' });
    }
    const data = { submissionId: entry.submissionId, url, contentHash, attachedAt: at };
    return accept({ type: 'ReceiptImageAttached', data });
  });
}

import type { SubmissionEvent } from '@lens/domain';

/** The fields of `data` that are there (an optional one may be absent). */
function picked<D extends object, K extends keyof D & string>(data: D, ...keys: K[]) {
  return Object.fromEntries(
    keys.filter((key) => data[key] !== undefined).map((key) => [key, data[key]]),
  );
}

/** What each event shows in the timeline besides who and when (nothing, if it does not decode). */
export function summaryOf(event: SubmissionEvent | null): Record<string, unknown> {
  switch (event?.type) {
    case 'PurchaseDateEntered':
      return picked(event.data, 'purchaseDate', 'subPhase', 'patientId', 'entryType');
    case 'SuppliesSubmitted': {
      const { supplies } = event.data;
      return {
        ...picked(event.data, 'sap', 'patient_type', 'exception', 'adminException'),
        supplyLength: supplies.supplyLength,
        brands: [supplies.brand_r, supplies.brand_l].filter(Boolean),
      };
    }
    case 'PromoCodeApplied':
      return picked(event.data, 'code', 'codeClass', 'award');
    case 'PromoCodeRemoved':
      return picked(event.data, 'code', 'reason');
    case 'SubmissionConfirmed':
      return {
        ...picked(event.data, 'confirmationCode', 'limitRemaining', 'adminLimitConfirmed'),
        totalReward: event.data.rewards.totalReward,
      };
    case 'AdminCommentAdded':
      return picked(event.data, 'adminId', 'comment');
    case 'SubmissionApproved':
      return picked(event.data, 'approvedBy', 'exceptionId');
    case 'SubmissionRejected':
      return picked(event.data, 'reasons', 'rejectedBy');
    case 'MailRequired':
      return picked(event.data, 'reason', 'status');
    case 'ExceptionGranted':
      return picked(event.data, 'exceptionId', 'adminId', 'comment');
    case 'RewardCardOrdered':
      return picked(event.data, 'orderId', 'amount');
    case 'RewardCardMailed':
      return picked(event.data, 'orderId', 'trackingId');
    case 'ResubmissionStarted':
      return picked(event.data, 'isAdminResubmit');
    case 'SubmissionDiscarded':
      return picked(event.data, 'discardedAt');
    case 'EntryLoggedIncomplete':
      return picked(event.data, 'incompleteReason', 'batchId', 'comment', 'adminId');
    case 'SubmissionHeldForReview':
      return picked(event.data, 'reason', 'similarTo', 'distance');
    default:
      return {};
  }
}

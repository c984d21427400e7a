// decide(command, state, env) → events or a coded error. One handler per command in decide/.
import { type SubmissionCommand } from './submission.commands';
import { evolve, initialSubmissionState, type SubmissionState } from './submission';
import { markRewardCardMailed, orderRewardCard } from './decide/card';
import { confirmSubmission } from './decide/confirm';
import { claimExpressEntry, declineExpressEntry, offerExpressEntry } from './decide/express';
import { attachImage, enterPurchaseDate, submitSupplies } from './decide/entry';
import { applyPromoCode, removePromoCode } from './decide/promo';
import { recordReceiptReading } from './decide/receipt';
import {
  addAdminComment,
  approveSubmission,
  discardSubmission,
  grantException,
  holdForReview,
  logIncomplete,
  rejectSubmission,
  requireMail,
  startResubmission,
} from './decide/review';
import { type SubmissionDecision, type SubmissionEnv } from './decide/shared';

export type { SubmissionDecision, SubmissionEnv } from './decide/shared';

export function decide(
  command: SubmissionCommand,
  state: SubmissionState,
  env: SubmissionEnv,
): SubmissionDecision {
  switch (command.type) {
    case 'EnterPurchaseDate':
      return enterPurchaseDate(command, state, env);
    case 'SubmitSupplies':
      return submitSupplies(command, state, env);
    case 'AttachProductImage':
    case 'AttachReceiptImage':
      return attachImage(command, state, env);
    case 'ApplyPromoCode':
      return applyPromoCode(command, state, env);
    case 'RemovePromoCode':
      return removePromoCode(command, state, env);
    case 'ConfirmSubmission':
      return confirmSubmission(command, state, env);
    case 'AddAdminComment':
      return addAdminComment(command, state, env);
    case 'ApproveSubmission':
      return approveSubmission(command, state, env);
    case 'RejectSubmission':
      return rejectSubmission(command, state, env);
    case 'RequireMail':
      return requireMail(command, state, env);
    case 'HoldForReview':
      return holdForReview(command, state, env);
    case 'RecordReceiptReading':
      return recordReceiptReading(command, state, env);
    case 'LogIncomplete':
      return logIncomplete(command, state, env);
    case 'StartResubmission':
      return startResubmission(command, state, env);
    case 'DiscardSubmission':
      return discardSubmission(command, state, env);
    case 'OrderRewardCard':
      return orderRewardCard(command, state, env);
    case 'MarkRewardCardMailed':
      return markRewardCardMailed(command, state, env);
    case 'GrantException':
      return grantException(command, state, env);
    case 'OfferExpressEntry':
      return offerExpressEntry(command, state, env);
    case 'ClaimExpressEntry':
      return claimExpressEntry(command, state, env);
    case 'DeclineExpressEntry':
      return declineExpressEntry(command, state, env);
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

/** The decider as one value, for the api's command handler and for tests. */
export const submissionDecider = { decide, evolve, initialState: initialSubmissionState };

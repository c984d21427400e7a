// Every way a submission command can fail, as a coded value.
import { type SubmissionStatus } from '../catalog/codes';
import { type PracticeError } from '../practice/practice';
import { type PromoCodeError } from '../promo-codes/eligibility';
import { type PurchaseDateProblem } from '../time/submission-window';
import { type EntryRuleError } from './entry-rules';
import { type SubmissionCommandType } from './submission.commands';

export type SubmissionError =
  | { readonly code: 'SUBMISSION_NOT_FOUND' }
  | { readonly code: 'SUBMISSION_ID_TAKEN' }
  | { readonly code: 'INVALID_PURCHASE_DATE'; readonly purchaseDate: string }
  | PurchaseDateProblem
  | {
      readonly code: 'ILLEGAL_STATUS';
      readonly command: SubmissionCommandType;
      readonly status: SubmissionStatus;
    }
  | { readonly code: 'PATIENT_MISMATCH' }
  | { readonly code: 'SUPPLIES_REQUIRED' }
  | { readonly code: 'RECEIPT_REQUIRED' }
  | { readonly code: 'IMAGE_REQUIRED'; readonly field: 'url' | 'contentHash' }
  | { readonly code: 'PROMO_CODE_NOT_APPLIED' }
  | { readonly code: 'INVALID_CONFIRMATION_CODE' }
  | { readonly code: 'COMMENT_REQUIRED' }
  | { readonly code: 'REJECTION_REASON_REQUIRED' }
  | { readonly code: 'REVIEW_REASON_REQUIRED' }
  | { readonly code: 'EXCEPTION_REQUIRED' }
  | { readonly code: 'INVALID_EXCEPTION_ID'; readonly exceptionId: string }
  | { readonly code: 'INVALID_INCOMPLETE_REASON' }
  | { readonly code: 'CARD_ALREADY_ORDERED'; readonly orderId: string }
  | { readonly code: 'CARD_NOT_ORDERED' }
  | { readonly code: 'CARD_DETAILS_INVALID'; readonly field: 'maskedNumber' | 'expiry' }
  | { readonly code: 'EXPRESS_ENTRY_NOT_FOUND' }
  | { readonly code: 'EXPRESS_ENTRY_DECLINED' }
  | { readonly code: 'EXPRESS_CLAIM_REQUIRED' }
  | { readonly code: 'CLAIMANT_INCOMPLETE'; readonly fields: readonly string[] }
  | { readonly code: 'EXPRESS_CONTACT_REQUIRED'; readonly field: 'email' }
  | EntryRuleError
  | PracticeError
  | PromoCodeError;

export type SubmissionErrorCode = SubmissionError['code'];

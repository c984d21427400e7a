import { type z } from 'zod';
import {
  adminCommentFormSchema,
  adminProfileExportParamsSchema,
  bonusTypeSchema,
  codeClassSchema,
  combineClassesSchema,
  emailTriggerSchema,
  entryCommentSchema,
  logIncompleteSchema,
  entrySearchQuerySchema,
  exceptionParamsSchema,
  impersonationCommentSchema,
  invoiceRangeQuerySchema,
  invoiceSchema,
  invoiceSupportSchema,
  promoEntityUploadSchema,
  promotionSchema,
} from './admin';
import {
  loginSchema,
  passwordResetCheckSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  phoneCodeFormSchema,
  registerSchema,
  sendCodeSchema,
  validateCodeSchema,
} from './auth';
import {
  ecpCodeRequestSchema,
  ecpNotListedSchema,
  ecpSapParamsSchema,
  ecpSearchByPostalCodeQuerySchema,
  ecpSearchByRadiusQuerySchema,
  ecpSelectionSchema,
  ecpUploadRowSchema,
} from './ecp';
import { escalationSchema } from './escalation';
import { eligibleRewardsPublicSchema, estimateQuerySchema, estimatorFormSchema } from './estimator';
import {
  expressCheckoutSchema,
  expressClaimParamsSchema,
  expressClaimSchema,
  expressPhotoSchema,
} from './express-claim';
import { optInSchema, sendResultsSchema, signedLinkSchema } from './opt-in';
import {
  limitRemainingQuerySchema,
  patientAddSchema,
  patientInfoSchema,
  patientUpdateSchema,
} from './patient';
import {
  deletePromoCodeSchema,
  promoCodeFormSchema,
  promoCodeListQuerySchema,
  submitPromoCodeSchema,
} from './promo-codes';
import {
  confirmQuerySchema,
  confirmSchema,
  discardSubmissionSchema,
  profileIdParamsSchema,
  purchaseDateSchema,
  resubmitSchema,
  skuParamsSchema,
  submissionIdParamsSchema,
  receiptReadingParamsSchema,
  submissionSearchQuerySchema,
  submitReceiptImageSchema,
  submitSuppliesSchema,
  suppliesSchema,
  uploadedFileSchema,
  uploaderKeySchema,
} from './purchase';
import { viralReferralSchema } from './referral';
import {
  appQuerySchema,
  clientErrorSchema,
  redirectToAffiliateQuerySchema,
  trackingSchema,
} from './telemetry';

/**
 * Every API request schema (bodies, queries, path parameters) by a stable name, for the OpenAPI
 * document and the API pipe. Names end in Query or Params where the values come from the URL.
 */
export const apiSchemas = {
  register: registerSchema,
  login: loginSchema,
  sendCode: sendCodeSchema,
  validateCode: validateCodeSchema,
  passwordResetRequest: passwordResetRequestSchema,
  passwordResetCheck: passwordResetCheckSchema,
  passwordResetConfirm: passwordResetConfirmSchema,
  patientAdd: patientAddSchema,
  patientUpdate: patientUpdateSchema,
  limitRemainingQuery: limitRemainingQuerySchema,
  ecpSapParams: ecpSapParamsSchema,
  ecpNotListed: ecpNotListedSchema,
  ecpCodeRequest: ecpCodeRequestSchema,
  ecpSearchByPostalCodeQuery: ecpSearchByPostalCodeQuerySchema,
  ecpSearchByRadiusQuery: ecpSearchByRadiusQuerySchema,
  ecpUploadRow: ecpUploadRowSchema,
  purchaseDate: purchaseDateSchema,
  submitSupplies: submitSuppliesSchema,
  submitReceiptImage: submitReceiptImageSchema,
  confirm: confirmSchema,
  discardSubmission: discardSubmissionSchema,
  resubmit: resubmitSchema,
  confirmQuery: confirmQuerySchema,
  submissionSearchQuery: submissionSearchQuerySchema,
  submissionIdParams: submissionIdParamsSchema,
  receiptReadingParams: receiptReadingParamsSchema,
  profileIdParams: profileIdParamsSchema,
  skuParams: skuParamsSchema,
  uploaderKey: uploaderKeySchema,
  submitPromoCode: submitPromoCodeSchema,
  deletePromoCode: deletePromoCodeSchema,
  promoCodeListQuery: promoCodeListQuerySchema,
  estimateQuery: estimateQuerySchema,
  eligibleRewardsPublic: eligibleRewardsPublicSchema,
  optIn: optInSchema,
  signedLink: signedLinkSchema,
  sendResults: sendResultsSchema,
  escalation: escalationSchema,
  viralReferral: viralReferralSchema,
  tracking: trackingSchema,
  clientError: clientErrorSchema,
  redirectToAffiliateQuery: redirectToAffiliateQuerySchema,
  appQuery: appQuerySchema,
  entryComment: entryCommentSchema,
  logIncomplete: logIncompleteSchema,
  impersonationComment: impersonationCommentSchema,
  promotion: promotionSchema,
  codeClass: codeClassSchema,
  combineClasses: combineClassesSchema,
  promoEntityUpload: promoEntityUploadSchema,
  invoice: invoiceSchema,
  invoiceSupport: invoiceSupportSchema,
  invoiceRangeQuery: invoiceRangeQuerySchema,
  adminProfileExportParams: adminProfileExportParamsSchema,
  exceptionParams: exceptionParamsSchema,
  bonusType: bonusTypeSchema,
  emailTrigger: emailTriggerSchema,
  entrySearchQuery: entrySearchQuerySchema,
  expressCheckout: expressCheckoutSchema,
  expressClaimParams: expressClaimParamsSchema,
  expressClaim: expressClaimSchema,
  expressPhoto: expressPhotoSchema,
} as const satisfies Record<string, z.ZodType>;

export type ApiSchemaName = keyof typeof apiSchemas;

/** Schemas only the web forms use (the API receives them inside a request above, or not at all). */
export const formSchemas = {
  patientInfo: patientInfoSchema,
  ecpSelection: ecpSelectionSchema,
  supplies: suppliesSchema,
  uploadedFile: uploadedFileSchema,
  promoCodeForm: promoCodeFormSchema,
  phoneCodeForm: phoneCodeFormSchema,
  estimatorForm: estimatorFormSchema,
  adminCommentForm: adminCommentFormSchema,
} as const satisfies Record<string, z.ZodType>;

export type FormSchemaName = keyof typeof formSchemas;

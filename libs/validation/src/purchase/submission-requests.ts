import { type z } from 'zod';
import { defaultFalse } from '../common/choices';
import { id, optionalSap } from '../common/ids';
import { payload } from '../common/objects';
import { imageUrl, optionalImageUrl } from '../common/url';
import { suppliesSchema } from './supplies';

const flag = () => defaultFalse('Not a boolean');

/**
 * POST purchase-submissions/submit-supplies. `exception` continues past the practice check with an
 * ECP exception (the OAMOE override); `admin_exception` marks an admin's resubmission.
 */
export const submitSuppliesSchema = payload({
  patientId: id(),
  purchase_submission_id: id(),
  product_image_url: optionalImageUrl(),
  supplies: suppliesSchema,
  resubmission: flag(),
  is_admin_resubmit: flag(),
  exception: flag(),
  admin_exception: flag(),
  sap: optionalSap(),
});
export type SubmitSupplies = z.infer<typeof submitSuppliesSchema>;

/** POST purchase-submissions/submit-receipt-image. */
export const submitReceiptImageSchema = payload({
  receipt_image_url: imageUrl(),
  purchase_submission_id: id(),
});
export type SubmitReceiptImage = z.infer<typeof submitReceiptImageSchema>;

/** POST purchase-submissions/discard: throws away the patient's entry in progress. */
export const discardSubmissionSchema = payload({ purchase_submission_id: id() });
export type DiscardSubmission = z.infer<typeof discardSubmissionSchema>;

/** POST purchase-submissions/resubmit: starts sending a rejected entry again. */
export const resubmitSchema = payload({ purchase_submission_id: id() });
export type Resubmit = z.infer<typeof resubmitSchema>;

/** POST purchase-submissions/confirm (body); see confirmQuerySchema for `channel`. */
export const confirmSchema = payload({ purchase_submission_id: id(), resubmission: flag() });
export type Confirm = z.infer<typeof confirmSchema>;

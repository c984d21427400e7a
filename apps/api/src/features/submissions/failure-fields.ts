import { Failure } from '../../platform/http/failure';

type Detail = Readonly<Record<string, unknown>>;
export type EyeBrands = { brand_l?: string | null; brand_r?: string | null };

/**
 * The request field a domain refusal concerns, so the web shows it on that field (spec 000 §8:
 * the server's errors list is shown on the fields). Codes not listed keep the caller's field.
 */
export function fieldOf(code: string, detail: Detail, supplies?: EyeBrands): string | undefined {
  switch (code) {
    case 'INVALID_PURCHASE_DATE':
    case 'PURCHASE_DATE_IN_FUTURE':
    case 'NO_OFFER_ON_DATE':
    case 'SUBMISSION_WINDOW_CLOSED':
    case 'PURCHASE_DATE_BEFORE_BRAND_MINIMUM':
      return 'purchase_date';
    case 'PATIENT_MISMATCH':
      return 'patientId';
    case 'NO_EYE_SUPPLIED':
      return 'supplies.brand_r';
    case 'EYE_INCOMPLETE':
      return detail.eye === 'left' ? 'supplies.boxes_l' : 'supplies.boxes_r';
    case 'PRODUCT_NOT_AVAILABLE':
      return supplies?.brand_l === detail.brand ? 'supplies.brand_l' : 'supplies.brand_r';
    case 'SUPPLY_LENGTH_NOT_COVERED':
    case 'ANNUAL_LIMIT_EXCEEDED':
      return 'supplies.supplyLength';
    case 'NOT_LISTED_NAME_REQUIRED':
    case 'PRACTICE_INACTIVE':
      return 'sap';
    case 'SUPPLIES_REQUIRED':
      return 'supplies';
    case 'RECEIPT_REQUIRED':
    case 'IMAGE_REQUIRED':
      return 'receipt_image_url';
    case 'PROMO_CODE_NOT_APPLIED':
      return 'code_class';
    case 'SUBMISSION_NOT_FOUND':
    case 'SUBMISSION_ID_TAKEN':
    case 'ILLEGAL_STATUS':
      return 'purchase_submission_id';
    default:
      return code.startsWith('PROMO_CODE_') ? 'code' : undefined;
  }
}

/**
 * The same failure, named for its field. An entry that is not the caller's reads as plain
 * NOT_FOUND, as on every other route.
 */
export function onItsField(error: Failure, supplies?: EyeBrands): Failure {
  if (error.field !== 'body') return error;
  const field = fieldOf(error.code, error.detail, supplies);
  if (error.code === 'SUBMISSION_NOT_FOUND') return new Failure('NOT_FOUND', field);
  return field ? new Failure(error.code, field, error.detail) : error;
}

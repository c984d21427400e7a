// English texts. Keys that are the specification's own messages keep its exact wording; keys in
// capitals are server outcomes the API and the web show. `{max}` / `{min}` are filled in from
// the failed check.
export const en = {
  // Common field rules
  required: 'This field is required.',
  invalid: 'This value is not valid.',
  'too long': 'Use at most {max} characters.',
  'too few': 'Choose at least {min}.',
  'too many': 'Choose at most {max}.',
  'no emoji': 'Emoji and other special symbols are not allowed.',
  'invalid characters': 'Remove the hidden control characters.',
  'invalid email': 'Enter a valid e-mail address.',
  'invalid name': 'Use letters, spaces and . , / ; : > & \' " ! ( ) - only.',
  'name has at sign': 'Enter a name here, not an e-mail address.',
  'invalid address': "Use letters, numbers, spaces and . , # ' / & ( ) - only.",
  'address needs letter and digit': 'Include both the street number and the street name.',
  'invalid city': 'Enter a valid city.',
  'invalid state': 'Enter a valid state.',
  'invalid state code': 'Enter the 2-letter state or province code.',
  'invalid postal code': 'Enter a 5-digit ZIP code.',
  'invalid zip plus four': 'Enter a 5-digit ZIP code or a ZIP+4 (12345-6789).',
  'invalid postal code for country':
    'Enter a ZIP code for the U.S. or a postal code (A1A 1A1) for Canada.',
  'invalid country': 'Choose United States (US) or Canada (CA).',
  'invalid phone': 'Enter a valid 10-digit U.S. or Canadian phone number.',
  'invalid confirmation code': 'Enter the 14-character confirmation code (16 with hyphens).',
  'invalid supply': 'Choose a supply from 1 to 12 months.',
  'invalid box count': 'Enter 0.5 or a whole number up to 99.',
  'invalid sku': 'A SKU is exactly 11 digits.',
  'invalid url': 'Enter a valid web address starting with https://.',
  'invalid date': 'Enter a real date as YYYY-MM-DD.',
  'invalid upload date': 'Enter a real date as MM/DD/YYYY.',
  'formula-like': 'A name can’t start with =, +, - or @: a spreadsheet would read it as a formula.',
  'date order': 'The end date must be on or after the start date.',
  'invalid student status': 'Choose yes, no or prefer not to answer.',
  'invalid unit of measure': 'The unit must be months or left empty.',
  'invalid number': 'Enter a number.',
  'invalid choice': 'Choose one of the options.',
  'invalid id': 'This identifier is not valid.',
  'invalid language': 'Choose English or Spanish.',
  'invalid relation': 'Choose who this patient is to you.',
  'invalid brand': 'Choose a lens brand from the list.',
  'invalid monthly amount': 'Choose a supply of 3, 6, 9 or 12 months.',
  'invalid password': 'Use 8 to 128 characters with at least one letter and one number.',
  'invalid radius': 'Choose a search radius from 1 to 100 miles.',
  'invalid latitude': 'Latitude must be between -90 and 90.',
  'invalid longitude': 'Longitude must be between -180 and 180.',
  'postal code or location required': 'Enter a ZIP code or share your location.',
  'invalid code': 'Use letters, numbers and underscores only.',
  'combine with itself': 'A code class cannot be combined with itself.',
  duplicate: 'This value is listed more than once.',
  'duplicate email entry': 'You have already entered this e-mail address.',
  'referred self': 'You cannot refer yourself.',
  'referral name required': 'Enter a name for this e-mail address.',
  'referral email required': 'Enter an e-mail address for this name.',
  'must confirm': 'Please check the box to confirm.',
  'one eye required': 'Enter the lenses for at least one eye.',
  'invalid award': 'Enter a whole-dollar award from 1 to 1,000.',
  'invalid amount': 'Enter an amount in dollars and cents.',
  'invalid jira id': 'Use a Jira key such as ABC-123 (at most 12 characters).',
  'invalid bonus type': 'Choose a valid bonus type.',
  'invalid promo entity type': 'Choose sap or scg_key.',
  'invalid export id': 'An export id is exactly 10 letters, digits or underscores.',
  'invalid exception id': 'Use letters, numbers and hyphens only.',
  'invalid incomplete reason': 'Choose why the entry is incomplete.',
  'invalid batch id': 'Use letters, numbers, hyphens and underscores only (at most 64).',
  'invalid opt-in source': 'The sign-up source is not valid.',
  'phone required for sms': 'Enter a phone number to receive text messages.',
  'email required for email opt-in': 'Enter an e-mail address to receive e-mails.',
  'invalid last initial': 'Enter only the first letter of the last name.',
  'captcha required': 'Please complete the captcha.',
  'entry search needs a key': 'Enter an entry id or a confirmation code.',
  'invalid file': 'Choose a file to upload.',
  'invalid tracking data': 'The tracking data is not valid.',
  // The specification's own messages (spec 001 §5, spec 000 §5)
  'invalid status': 'invalid status',
  'invalid unaffiliated status': 'invalid unaffiliated status',
  'invalid period name': 'invalid period name',
  'SAP must be an integer': 'SAP must be an integer',
  'Patient Email or Phone Required': 'Patient Email or Phone Required',
  'Not an array': 'Not an array',
  'Not a valid patient type': 'Not a valid patient type',
  'Not a valid entry type': 'Not a valid entry type',
  'Not a boolean': 'Not a boolean',
  // Server outcomes
  PROMO_ALREADY_APPLIED: 'Is already applied.',
  PROMO_INCOMPATIBLE: 'This code cannot be combined with a code already applied to this entry.',
  PROMO_NOT_ELIGIBLE_PRACTICE: 'This code is not eligible at the selected practice.',
  PROMO_INVALID: 'This promo code is not valid.',
  PROMO_LIMIT_REACHED: 'This entry already has the maximum number of promo codes.',
  SMS_REFUSED:
    'The text message service refused this number, so nothing was sent. Check the number, or use another.',
  SMS_UNAVAILABLE:
    'Text messages cannot be sent right now, so nothing was sent. Please try again later.',
  SMS_NOT_OFFERED: 'This site does not send text messages.',
  INVALID_PHONE_CODE: 'This is not a valid code.',
  BIRTHDAY_IN_FUTURE: 'Your date of birth cannot be in the future. Check the year.',
  INELIGIBLE_AGE: 'You must be 18 or older to take part.',
  DUPLICATE_EMAIL: 'An account with this e-mail address already exists.',
  INVALID_CREDENTIALS: 'The e-mail address or password is incorrect.',
  NOT_WHILE_IMPERSONATING:
    'Staff acting for a patient cannot change their sign-in details or phone. The patient must do it.',
  INVALID_TOKEN: 'This link is not valid any more. Ask for a new one.',
  UNAUTHORIZED: 'Please sign in to continue.',
  TWO_STEP_REQUIRED: 'Enter the code we texted to your phone to finish signing in.',
  FORBIDDEN: 'You do not have access to this.',
  NOT_FOUND: 'We could not find what you were looking for.',
  METHOD_NOT_ALLOWED: 'This address does not accept that kind of request.',
  CONFLICT: 'This was changed at the same time by someone else. Please try again.',
  RATE_LIMITED: 'Too many attempts. Please wait a moment and try again.',
  GENERIC: 'An unexpected error occurred.',
  GENERIC_DETAIL: 'Please try again later.',
  SERVICE_UNAVAILABLE: 'The service is briefly unavailable. Please try again in a moment.',
  FILE_FORMAT: 'This file type is not supported.',
  FILE_TOO_LARGE: 'This file is too large.',
  PAYLOAD_TOO_LARGE: 'This request is too large.',
  UPLOAD_KEY_USED: 'This upload link has already been used. Please choose the photo again.',
  IDEMPOTENCY_KEY_INVALID:
    'The Idempotency-Key header must be 16 to 255 visible characters, such as a UUID.',
  IDEMPOTENCY_KEY_IN_USE:
    'This request is still being processed. Please wait a moment before sending it again.',
  IDEMPOTENCY_KEY_REUSED:
    'This Idempotency-Key was already used for a different request. Use a new key.',
  // Approval outcomes (reason codes): what the patient is told, and what to fix
  REASON_RECEIPT_MISSING: 'We did not receive a receipt for this purchase.',
  REASON_RECEIPT_MISSING_FIX:
    'Upload a clear photo of your itemized receipt and submit the entry again.',
  REASON_RECEIPT_UNREADABLE: 'We could not read your receipt.',
  REASON_RECEIPT_UNREADABLE_FIX:
    'Take a new photo in good light, with the whole receipt flat and in focus, and submit the entry again.',
  REASON_RECEIPT_MISMATCH: 'The receipt does not match the purchase you entered.',
  REASON_RECEIPT_MISMATCH_FIX:
    'Check the brand, the number of boxes and the supply length against your receipt, correct them and submit again.',
  REASON_DUPLICATE_RECEIPT: 'This receipt was already used for another entry.',
  REASON_DUPLICATE_RECEIPT_FIX:
    'Each purchase can be entered once. Upload the receipt of this purchase, not one from another entry.',
  REASON_PRACTICE_INACTIVE: 'The eye care practice you chose is not taking part in the program.',
  REASON_PRACTICE_INACTIVE_FIX:
    'Choose the practice where you bought your lenses from the list of participating practices and submit again.',
  REASON_PURCHASE_DATE_BEFORE_BRAND_MINIMUM:
    'This lens brand was not yet part of the program on your purchase date.',
  REASON_PURCHASE_DATE_BEFORE_BRAND_MINIMUM_FIX:
    'Check the purchase date on your receipt: purchases of this brand count only from the day it joined the program.',
  REASON_PRODUCT_NOT_AVAILABLE: 'This lens brand was not part of the offer on your purchase date.',
  REASON_PRODUCT_NOT_AVAILABLE_FIX:
    'Check the brand and the purchase date against your receipt and correct them.',
  REASON_ANNUAL_LIMIT_EXCEEDED:
    'This patient has already claimed 12 months of lenses in the last 12 months.',
  REASON_ANNUAL_LIMIT_EXCEEDED_FIX:
    'Rewards cover up to 12 months of lenses a year. Enter this purchase again once your earlier purchases are more than 12 months old.',
  REASON_NOT_ELIGIBLE: 'This purchase does not qualify for a reward.',
  REASON_NOT_ELIGIBLE_FIX:
    'Check that the lenses, boxes and supply of each eye are entered as on your receipt. If you think this is a mistake, contact us.',
  REASON_OTHER: 'We could not approve this entry.',
  REASON_OTHER_FIX: 'Contact us and we will help you with your entry.',
  REASON_NOT_LISTED_PRACTICE:
    'Your eye doctor is not on our list of participating practices, so we need to see your original receipt.',
  REASON_NOT_LISTED_PRACTICE_FIX:
    'Mail a copy of your itemized receipt, with your confirmation code written on it, to the address below.',
  REASON_RECEIPT_UNUSABLE: 'We could not use the receipt photo you uploaded.',
  REASON_RECEIPT_UNUSABLE_FIX:
    'Mail a copy of your itemized receipt, with your confirmation code written on it, to the address below.',
  // Profiles, patients and two-step codes
  PRACTICE_NOT_FOUND: 'We could not find this practice. Please choose one from the list.',
  PRACTICE_INACTIVE: 'This practice is not taking part in the program. Please choose another.',
  SELF_ALREADY_EXISTS: 'You have already added yourself as a patient.',
  PATIENT_DUPLICATE:
    'This person is already one of your patients (same name and address). Choose them from your patients: each person has one reward limit.',
  PHONE_CODE_SMS: 'Your Lens Rewards code is {code}. It expires in {minutes} minutes.',
  // Estimator, escalation and referral
  NO_OFFER_ON_DATE: 'There is no reward offer on this date.',
  PRODUCT_NOT_AVAILABLE: 'This lens brand is not part of the current offer.',
  SUPPLY_NOT_SOLD:
    'This lens brand is not sold in boxes that make this supply. Choose another supply.',
  CAPTCHA_INVALID: 'We could not verify the captcha. Please try again.',
  'already referred': 'This friend has already been invited.',
  // Purchase flow, uploads and promotions
  PURCHASE_DATE_IN_FUTURE: 'The purchase date cannot be in the future.',
  SUBMISSION_WINDOW_CLOSED:
    'This purchase is too old for the offer: a purchase must be submitted within {windowDays} days of its date.',
  PATIENT_MISMATCH: 'This entry is for another patient.',
  SUPPLIES_REQUIRED: 'Enter the lenses you bought first.',
  RECEIPT_REQUIRED: 'Upload a photo of your receipt first.',
  EYE_INCOMPLETE: 'Enter the lenses per box and the number of boxes for this eye.',
  SUPPLY_LENGTH_NOT_COVERED: 'The boxes entered do not cover the supply you chose.',
  PURCHASE_DATE_BEFORE_BRAND_MINIMUM:
    'This lens brand was not yet part of the program on this purchase date.',
  ANNUAL_LIMIT_EXCEEDED: 'This patient has already claimed 12 months of supply in the last year.',
  ENTRY_LOCKED: 'This entry can no longer be changed.',
  UPLOAD_NOT_FOUND: 'We could not find this photo. Please upload it again.',
  PROMO_CODE_NOT_APPLIED: 'This promo code is not applied to this entry.',
  PROMO_CODE_REMOVED: 'The promo code was removed.',
  PROMO_CODE_CLASS_TAKEN: 'This code already belongs to another code class.',
  // Express rewards and the extra pages
  EXPRESS_ENTRY_DECLINED: 'You told us you don’t need this reward, so it can no longer be claimed.',
  EXPRESS_CLAIM_REQUIRED: 'Give us your details before you confirm.',
  NO_PLAYS_LEFT: 'You have no plays left. Each purchase you enter earns another play.',
  // Back office (issue 9)
  'email trigger needs a target': 'Choose an entry, a profile, or a date range.',
  'reserved sap': 'Sap 999 is the not-listed practice and cannot be uploaded.',
  'conflicting sap row': 'This sap is listed again with different practice details.',
  IMPERSONATION_REFUSED: 'Staff accounts cannot be impersonated.',
  EXCEPTION_REQUIRED: 'A rejected entry can only be approved with an exception.',
  LIMIT_CONFIRMATION_NOT_APPLICABLE:
    'Only an entry rejected for the annual supply limit alone can be confirmed over the limit.',
  CSV_UNREADABLE: 'We could not read this file as CSV.',
  CSV_COLUMNS_MISSING: 'The header row of the file is missing required columns.',
  ECP_UPLOAD_EMPTY: 'The file has no practice rows.',
  ECP_UPLOAD_HAS_ERRORS: 'Fix the rows with errors and upload the file again before you commit it.',
  // Opt-ins (double opt-in, signed links)
  CONSENT_REQUIRED: 'Tick the box to agree before you sign up.',
  CONSENT_WORDING_UNKNOWN: 'This page is out of date. Reload it and agree to the current wording.',
  LINK_INVALID: 'This link is not valid or has expired. Sign up again to get a new one.',
  EMAIL_TRIGGER_TOO_MANY: 'This filter finds too many entries. Narrow the date range.',
  ESCALATION_CLOSED: 'This request is closed: it takes no more replies.',
} as const satisfies Record<string, string>;

export type MessageKey = keyof typeof en;

// The specification's enumerations, written once. Everything else (validation, api, web)
// imports these lists rather than spelling the values again.

export const PRODUCT_CODES = [
  'TRP',
  'AUP',
  'AUT',
  'TRA',
  '1DM',
  '1MA',
  '1MM',
  '1OH',
  'AAS',
  'ATL',
  'CYP',
  'FAL',
  'OWT',
  'PH',
  'TAS',
] as const;
export type ProductCode = (typeof PRODUCT_CODES)[number];

/** Brands sold as "transitions" lenses (spec 000 §3). */
export const TRANSITIONS_BRANDS = ['OWT'] as const satisfies readonly ProductCode[];

/** Quarterly programme names 2020_q1 … 2025_q4. */
export const QUARTERLY_PROGRAMS = [2020, 2021, 2022, 2023, 2024, 2025].flatMap((year) =>
  [1, 2, 3, 4].map((quarter) => `${year}_q${quarter}` as const),
);

/** Programmes whose window makes a practice preferred-active (spec 000 §9, 001 §4). */
export const PREFERRED_PROGRAMS = [
  'preferredpractice',
  'pilot',
  'trial',
  ...QUARTERLY_PROGRAMS,
] as const;

/** Programme (period) names accepted by the ECP upload: the preferred ones plus two more. */
export const UPLOAD_PROGRAMS = [...PREFERRED_PROGRAMS, 'checkout_shop', 'oasys_max_pilot'] as const;
export type ProgramName = (typeof UPLOAD_PROGRAMS)[number];

export const PATIENT_TYPES = ['new_acuvue', 'new_product', 'current_wearer'] as const;
export type PatientType = (typeof PATIENT_TYPES)[number];

export const ENTRY_TYPES = ['checkout', 'shop', 'site'] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];

export const SUPPLY_MONTHS = [3, 6, 9, 12] as const;
export type SupplyMonths = (typeof SUPPLY_MONTHS)[number];

/**
 * Submission status values as stored and shown; '' is "in progress". `discarded` is an entry the
 * patient threw away while in progress: final, and never shown to the patient again.
 * `duplicate_review`: the approval found the receipt looks like one used on another entry, and
 * support decides (approve or reject).
 */
export const SUBMISSION_STATUSES = [
  '',
  'pending',
  'approved',
  'rejected',
  'resub_started',
  'mail required',
  'resub_mail_required',
  'discarded',
  'duplicate_review',
] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const RELATIONS_TO_PROFILE = [
  'SELF',
  'PENDING',
  'PARENT',
  'GUARDIAN',
  'SPOUSE',
  'OTHER',
] as const;
export type RelationToProfile = (typeof RELATIONS_TO_PROFILE)[number];

/** Sap 999 is the "not listed" practice; it needs the doctor's first and last name. */
export const NOT_LISTED_SAP = '999';

export const ECP_STATUSES = ['active', 'inactive'] as const;
export type EcpStatus = (typeof ECP_STATUSES)[number];

export const BONUS_TYPES = ['preferredPractice', 'checkoutShop'] as const;
export const PROMO_ENTITY_UPLOAD_TYPES = ['sap', 'scg_key'] as const;
export const STUDENT_STATUSES = ['yes', 'no', 'prefer_not_to_answer'] as const;
export const OPT_IN_SOURCES = ['estimator', 'site', 'checkout'] as const;
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

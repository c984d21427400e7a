import * as domain from './index';

// The names other teams build against (see the contract). Reading every export also
// proves none of them is undefined at runtime.
const contract = [
  // catalog
  'PRODUCT_CODES',
  'TRANSITIONS_BRANDS',
  'PREFERRED_PROGRAMS',
  'UPLOAD_PROGRAMS',
  'PATIENT_TYPES',
  'ENTRY_TYPES',
  'SUPPLY_MONTHS',
  'SUBMISSION_STATUSES',
  'RELATIONS_TO_PROFILE',
  'NOT_LISTED_SAP',
  'ECP_STATUSES',
  'BONUS_TYPES',
  'PROMO_ENTITY_UPLOAD_TYPES',
  'STUDENT_STATUSES',
  'OPT_IN_SOURCES',
  'LANGUAGES',
  'SUPPLY_LENGTHS',
  'BOX_COUNTS',
  'MONTH_FORMULA_BY_BRAND',
  'monthsOfSupply',
  'MONTH_CHOICES',
  'monthChoices',
  'PURCHASE_DATE_MINIMUMS',
  'passesPurchaseDateMinimum',
  'PRODUCT_AVAILABILITY',
  'isProductAvailable',
  'SKU_TABLE',
  'lookupSku',
  // time
  'SUB_PHASES',
  'subPhaseAt',
  'phaseAt',
  'MILESTONES',
  'isMilestoneActive',
  'PROMO_ITEMISATION_FROM_MS',
  'promoItemisationShown',
  'isPreferredActive',
  'isProgramCurrent',
  // rewards
  'calculateRewards',
  'estimateReward',
  'limitRemaining',
  'ANNUAL_SUPPLY_LIMIT_MONTHS',
  // promo codes
  'checkPromoCode',
  'maxPromoCodes',
  'classesCombine',
  'promotionDecider',
  'promotionIdOf',
  'PROMOTION_EVENT_TYPES',
  'codeClassDecider',
  'CODE_CLASS_EVENT_TYPES',
  // submission
  'decide',
  'evolve',
  'initialSubmissionState',
  'submissionDecider',
  'SUBMISSION_EVENT_TYPES',
  'STATUS_TRANSITIONS',
  'canTransition',
  'hasAnyApproved',
  'inProgressForPatient',
  'needsAttention',
  'isMailRequiredStatus',
  'assessForApproval',
  'approvalCommand',
  'confirmationCodeGenerator',
  'isConfirmationCode',
  'REJECTION_REASONS',
  'patientTypeOf',
  'coveredSupplyLength',
  // profile
  'decideProfile',
  'evolveProfile',
  'profileDecider',
  'PROFILE_EVENT_TYPES',
  'PROFILE_ACCOUNT_EVENT_TYPES',
  'PASSWORD_RESET_TTL_MINUTES',
  'isSelfEntered',
  'isRelationPending',
];

describe('public API of @lens/domain', () => {
  it.each(contract)('exports %s', (name) => {
    expect(domain).toHaveProperty(name);
  });

  it('exports nothing undefined', () => {
    const undefinedExports = Object.entries(domain).filter(([, value]) => value === undefined);
    expect(undefinedExports).toEqual([]);
  });
});

// Public API of @lens/domain: pure rules, no I/O, no clock.

// Core
export * from './core/result';
export * from './core/event';

// Catalog
export * from './catalog/codes';
export * from './catalog/products';
export * from './catalog/supply-lengths';
export * from './catalog/month-formulas';
export * from './catalog/month-choices';
export * from './catalog/purchase-date-minimums';
export * from './catalog/availability';
export * from './catalog/sku';
export * from './catalog/product-names';
export * from './catalog/us-states';

// Time
export * from './time/days';
export * from './time/sub-phases';
export * from './time/phase';
export * from './time/milestones';
export * from './time/programs';
export * from './time/submission-window';

// Practice
export * from './practice/practice';

// Rewards
export * from './rewards/next-eligible-day';
export * from './rewards/purchase-history';
export * from './rewards/annual-limit';
export * from './rewards/breakdown';
export * from './rewards/base-reward';
export * from './rewards/true-up';
export * from './rewards/calculator';
export * from './rewards/estimator';

// Promo codes
export * from './promo-codes/promotion';
export * from './promo-codes/stacking';
export * from './promo-codes/eligibility';
export * from './promo-codes/promotion-stream';
export * from './promo-codes/code-class-stream';
export * from './promo-codes/practice-code';

// Submission
export * from './submission/supplies';
export * from './submission/transitions';
export * from './submission/predicates';
export * from './submission/reasons';
export * from './submission/confirmation-code';
export * from './submission/entry-rules';
export * from './submission/submission';
export * from './submission/submission.commands';
export * from './submission/submission.errors';
export * from './submission/submission.decide';
export * from './submission/approval';
export * from './submission/receipt-similarity';
export * from './submission/incomplete-reasons';
export * from './submission/reward-card';
export * from './submission/patient-type';
export * from './submission/supply-claim';
export * from './submission/sellable-supplies';
export { isExpressEntry } from './submission/decide/express';
export {
  currentReceiptReading,
  enteredPurchaseOf,
  readingMismatches,
} from './submission/decide/receipt';

// Receipt reading (what the worker's OCR found, compared with the entry)
export * from './receipt/reading';
export * from './receipt/brand-match';
export * from './receipt/text-similarity';

// Escalations (contact support)
export * from './escalation/escalation';

// Profile
export * from './profile/profile';
export * from './profile/predicates';
export * from './profile/profile.decide';
export * from './profile/roles';
export * from './profile/same-person';

// Opt-in (marketing consent)
export * from './opt-in/consent-wording';
export * from './opt-in/opt-in';

// Stream names
export * from './streams';

// Reading recorded events back as the domain's typed events
export * from './events/domain-event';

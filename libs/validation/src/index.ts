// @lens/validation: one zod schema per form and API payload, the API error list, en/es messages.
export * from './admin';
export * from './auth';
export * from './common';
export * from './deployment';
export * from './ecp';
export * from './errors';
export * from './escalation';
export * from './estimator';
export * from './express-claim';
export * from './messages';
export * from './opt-in';
export * from './patient';
export * from './promo-codes';
export * from './purchase';
export * from './referral';
export * from './registry';
export * from './telemetry';

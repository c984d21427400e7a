/** Injection tokens of the infrastructure the feature modules share. */
export const PG_POOL = Symbol('PG_POOL');
export const EVENT_STORE = Symbol('EVENT_STORE');
export const REDIS = Symbol('REDIS');

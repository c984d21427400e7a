/**
 * The read models' names, once: the projector hosts a projection under each, its tables live in
 * the schema `read_<name>` (dashes become underscores), and the api queries them there.
 */
export const PROJECTION_NAMES = {
  submissions: 'submissions',
  submissionHistory: 'submission-history',
  patientLedger: 'patient-ledger',
  promoUsage: 'promo-usage',
  promotions: 'promotions',
  profiles: 'profiles',
  cardOrders: 'card-orders',
  invoices: 'invoices',
  submissionSearch: 'submission-search',
  optIns: 'opt-ins',
  escalations: 'escalations',
  expressClaims: 'express-claims',
  receiptReadings: 'receipt-readings',
} as const;

export type ProjectionName = (typeof PROJECTION_NAMES)[keyof typeof PROJECTION_NAMES];

/** The live schema of a projection, e.g. `read_submissions`. */
export const liveSchema = (projection: { readonly name: string }) =>
  `read_${projection.name.replace(/-/g, '_')}`;

/** A table of a read model's live schema, as the api's queries name it (`read_<name>.<table>`). */
export const liveTable = (name: ProjectionName, table: string) =>
  `${liveSchema({ name })}.${table}`;

/**
 * The projector announces each committed checkpoint on this PostgreSQL channel (payload
 * `<projection> <checkpoint>`); the api's read-your-writes waiter listens to it.
 */
export const PROGRESS_CHANNEL = 'projector_progress';

/**
 * Read models in lock order (by name). A transaction that writes rows of more than one read
 * model (an append's inline work, the projector's batch of several) takes their locks in this
 * order, so two such transactions never wait on each other in a cycle.
 */
export const inLockOrder = <T extends { readonly name: string }>(models: readonly T[]): T[] =>
  [...models].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

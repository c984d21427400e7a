// Every pattern the rules use. Each is anchored and has no quantified group that itself holds an
// unbounded quantifier, so it runs in linear time even on a 100 kB input (a field's length limit
// is reported first, but the other rules still run); patterns.unit.spec.ts checks both.
export const PATTERNS = {
  name: /^[\p{L}\p{M} .,/;:>&'"!()-]+$/u,
  address: /^[\p{L}\p{M}0-9 .,#'/&()-]+$/u,
  state: /^[A-Za-z0-9]+$/,
  stateCode: /^[A-Za-z0-9]{2}$/,
  zip5: /^\d{5}$/,
  zipPlus4: /^\d{5}(?:-\d{4})?$/,
  canadianPostalCode: /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/,
  phone: /^(?:\+?1[-. ]?)?(?:\([2-9]\d{2}\)|[2-9]\d{2})[-. ]?[2-9]\d{2}[-. ]?\d{4}$/,
  email: /^[A-Za-z0-9._%+'-]{1,64}@[A-Za-z0-9.-]{1,253}\.[A-Za-z]{2,24}$/,
  isoDate: /^\d{4}-\d{2}-\d{2}$/,
  usDate: /^\d{2}\/\d{2}\/\d{4}$/,
  sap: /^\d{1,10}$/,
  id: /^[A-Za-z0-9_-]{1,64}$/,
  code: /^[A-Za-z0-9_]+$/,
  exceptionId: /^[A-Za-z0-9-]+$/,
  exportId: /^\w{10}$/,
  jiraId: /^[A-Z]+-\d+$/,
  sku: /^\d{11}$/,
  confirmationCode: /^(?:[A-Za-z0-9]{14}|[A-Za-z0-9-]{16})$/,
  lastInitial: /^\p{L}$/u,
  phoneCode: /^\d{4,8}$/,
  eventName: /^[A-Za-z0-9_.:/ -]+$/,
  token: /^[A-Za-z0-9._~+/=-]+$/,
  numeric: /^-?\d{1,15}(?:\.\d{1,15})?$/,
} as const satisfies Record<string, RegExp>;

// Single-character searches: one character class, no quantifier, so linear by construction.
export const SEARCHES = {
  letter: /\p{L}/u,
  digit: /[0-9]/,
  surrogate: /[\uD800-\uDFFF]/,
} as const satisfies Record<string, RegExp>;

/** The same pattern, also matching the empty string (a blank optional field). */
export function orBlank(pattern: RegExp): RegExp {
  return new RegExp(`^(?:${pattern.source.slice(1, -1)})?$`, pattern.flags);
}

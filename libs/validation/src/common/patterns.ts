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
  // Rules once written as functions, now patterns so the OpenAPI document carries them too.
  /* eslint-disable no-control-regex -- these rules are about control characters */
  notBlank: /^[\s\S]*\S[\s\S]*$/,
  blank: /^\s*$/,
  /** No character beyond the basic multilingual plane (emoji), no lone surrogate. */
  bmpOnly: /^[\u0000-\uD7FF\uE000-\uFFFF]*$/,
  /**
   * No C0 control character or DEL once surrounding whitespace is trimmed away. The `(?=(…))\1`
   * groups match atomically (no backtracking into them), which keeps the test linear.
   */
  noControl: /^(?=(\s*))\1(?=([^\u0000-\u001F\u007F]*))\2\s*$/,
  noControlMultiline: /^(?=(\s*))\1(?=([^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*))\2\s*$/,
  noControlUntrimmed: /^[^\u0000-\u001F\u007F]*$/,
  /* eslint-enable no-control-regex */
  noAtSign: /^[^@]*$/,
  withLetter: /^[^\p{L}]*\p{L}[\s\S]*$/u,
  withLetterAndDigit: /^(?=[^\p{L}]*\p{L})(?=[^0-9]*[0-9])[\s\S]*$/u,
  /** No leading dot, no `..`, no dot beside the `@`. */
  saneDots: /^(?!\.)(?![\s\S]*\.\.)(?![\s\S]*\.@)(?![\s\S]*@\.)[\s\S]*$/,
  /** A new password's PASSWORD_MIN (8) characters or more (its maximum is the field's). */
  passwordLength: /^[\s\S]{8,}$/,
  /**
   * A real calendar day from 1900-01-01 on, YYYY-MM-DD: 31-day and 30-day months, February to the
   * 28th, and the 29th in leap years (divisible by 4, centuries only when divisible by 400).
   */
  isoCalendarDate:
    /^(?:(?:19|[2-9]\d)\d{2}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|02-(?:0[1-9]|1\d|2[0-8]))|(?:(?:19|[2-9]\d)(?:0[48]|[2468][048]|[13579][26])|(?:[2468][048]|[3579][26])00)-02-29)$/,
} as const satisfies Record<string, RegExp>;

// Single-character searches: one character class, no quantifier, so linear by construction.
export const SEARCHES = {
  letter: /\p{L}/u,
  digit: /[0-9]/,
  surrogate: /[\uD800-\uDFFF]/,
} as const satisfies Record<string, RegExp>;

/**
 * The pattern as the document states it of the raw value: the API trims text before its rules,
 * so surrounding whitespace is allowed around it, and a blank optional field is no value.
 */
export function aroundWhitespace(pattern: RegExp, optional: boolean): RegExp {
  return new RegExp(
    `^\\s*(?:${pattern.source.slice(1, -1)})${optional ? '?' : ''}\\s*$`,
    pattern.flags,
  );
}

/** The same pattern, also matching the empty string (a blank optional field). */
export function orBlank(pattern: RegExp): RegExp {
  return new RegExp(`^(?:${pattern.source.slice(1, -1)})?$`, pattern.flags);
}

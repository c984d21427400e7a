import { type MessageKey } from '../messages/en';

/** Blank for a form: absent, null, or only whitespace. */
export function isMissing(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  );
}

/** Error for a field's type check: `required` (code NULL) when the value is missing, else `key`. */
export function requiredOr(key: MessageKey) {
  return (issue: { readonly input?: unknown }): MessageKey =>
    isMissing(issue.input) ? 'required' : key;
}

/** Error for an optional field's type check: any wrong value is `key`. */
export function always(key: MessageKey) {
  return (): MessageKey => key;
}

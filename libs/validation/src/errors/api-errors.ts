import { type z } from 'zod';
import { type MessageKey } from '../messages/en';
import { isMessageKey, message, type MessageVars } from '../messages/catalogue';
import { isValidationCode } from './codes';

/** One entry of the API error list `{ errors: [{ name, code, message }] }` (DESIGN §8). */
export interface ApiError {
  readonly name: string;
  readonly code: string;
  readonly message: string;
}

/** The field name of an error that belongs to the whole payload rather than to one field. */
export const ROOT_FIELD = 'body';

type Issue = z.core.$ZodIssue;

/** Dotted path of an issue (`supplies.brand_l`, `patient_types.1`), or the root field. */
export function fieldName(path: readonly PropertyKey[]): string {
  return path.length === 0 ? ROOT_FIELD : path.map(String).join('.');
}

/** NULL for `required`, an explicit code a rule set (DUPLICATE, REFERRED_SELF, NULL), else VALIDATION. */
export function codeOf(issue: Issue): string {
  const explicit = issue.code === 'custom' ? issue.params?.['code'] : undefined;
  if (isValidationCode(explicit)) return explicit;
  return issue.message === 'required' ? 'NULL' : 'VALIDATION';
}

function keyOf(issue: Issue): MessageKey {
  return isMessageKey(issue.message) ? issue.message : 'invalid';
}

function varsOf(issue: Issue): MessageVars | undefined {
  if (issue.code === 'too_big') return { max: Number(issue.maximum) };
  if (issue.code === 'too_small') return { min: Number(issue.minimum) };
  return undefined;
}

/** One error per field: the first issue reported for it, in the order the rules ran. */
function firstPerField(issues: readonly Issue[]): Map<string, Issue> {
  const byField = new Map<string, Issue>();
  for (const issue of issues) {
    const name = fieldName(issue.path);
    if (!byField.has(name)) byField.set(name, issue);
  }
  return byField;
}

/** A failed parse as the API error list, messages in `lang` (en, es; English otherwise). */
export function toApiErrors(
  error: { readonly issues: readonly Issue[] },
  lang?: string,
): ApiError[] {
  return [...firstPerField(error.issues)].map(([name, issue]) => ({
    name,
    code: codeOf(issue),
    message: message(keyOf(issue), lang, varsOf(issue)),
  }));
}

/** An error the server decides itself (PROMO_INCOMPATIBLE, DUPLICATE e-mail, …) in the same shape. */
export function apiError(name: string, code: string, key: MessageKey, lang?: string): ApiError {
  return { name, code, message: message(key, lang) };
}

import { z } from 'zod';
import { PATTERNS } from './patterns';
import { matching, optionalText, requiredText } from './text';
import { TOKEN_MAX } from './token-shape';

const SHORT_MAX = 64;
const JIRA_MAX = 12;

/** JSON bodies may carry an integer id as a number; ids are kept as text. */
function integerToText(value: unknown): unknown {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
    ? String(value)
    : value;
}

const idOptions = matching(PATTERNS.id, 'invalid id', SHORT_MAX);

/** Entity ids (profile, patient, submission, upload uid): letters, digits, _ and -, up to 64. */
export const id = () => z.preprocess(integerToText, requiredText(idOptions));
export const optionalId = () => z.preprocess(integerToText, optionalText(idOptions));

const sapOptions = matching(PATTERNS.sap, 'SAP must be an integer', SHORT_MAX);

/** A practice's sap: an integer of up to 10 digits, kept as text ('999' is "not listed"). */
export const sap = () => z.preprocess(integerToText, requiredText(sapOptions));
export const optionalSap = () => z.preprocess(integerToText, optionalText(sapOptions));

const codeOptions = matching(PATTERNS.code, 'invalid code', SHORT_MAX);

/** Promotion codes and code classes: letters, digits and underscore. */
export const code = () => requiredText(codeOptions);
export const optionalCode = () => optionalText(codeOptions);

/** Promo code typed by a patient: same characters; any failure reads as an invalid code. */
export const promoCode = () => requiredText(matching(PATTERNS.code, 'PROMO_INVALID', SHORT_MAX));

/** Exception id: letters, digits and hyphen. */
export const exceptionId = () =>
  requiredText(matching(PATTERNS.exceptionId, 'invalid exception id', SHORT_MAX));

/** Admin profile export id: exactly 10 word characters. */
export const exportId = () =>
  requiredText(matching(PATTERNS.exportId, 'invalid export id', SHORT_MAX));

const jiraOptions = matching(PATTERNS.jiraId, 'invalid jira id', JIRA_MAX);

/** Jira issue key: upper-case letters, a hyphen, digits; at most 12 characters. */
export const jiraId = () => requiredText(jiraOptions);
export const optionalJiraId = () => optionalText(jiraOptions);

/** Product SKU: exactly 11 digits. */
export const sku = () => requiredText(matching(PATTERNS.sku, 'invalid sku', SHORT_MAX));

/** 14 alphanumerics, or 16 characters: the same 14 with two single hyphens inside. */
function isConfirmationCode(value: string): boolean {
  if (value.length === 14) return true;
  const groups = value.split('-');
  return groups.length === 3 && groups.every((group) => group !== '');
}

export const optionalConfirmationCode = () =>
  optionalText(
    matching(PATTERNS.confirmationCode, 'invalid confirmation code', SHORT_MAX, {
      rules: [{ test: isConfirmationCode, key: 'invalid confirmation code' }],
      finish: (v) => v.toUpperCase(),
    }),
  );

const tokenOptions = matching(PATTERNS.token, 'invalid', TOKEN_MAX);

/** Opaque tokens (two-step session token, captcha response): URL-safe and base64 characters. */
export const token = () => requiredText(tokenOptions);
export const optionalToken = () => optionalText(tokenOptions);

import { PATTERNS } from '../common/patterns';
import { requiredText } from '../common/text';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** A new password: 8-128 characters with at least one letter and one digit, kept as typed. */
export const newPassword = () =>
  requiredText({
    max: PASSWORD_MAX,
    key: 'invalid password',
    keepWhitespace: true,
    rules: [
      { pattern: PATTERNS.passwordLength, key: 'invalid password' },
      { pattern: PATTERNS.withLetterAndDigit, key: 'invalid password' },
    ],
  });

/** Signing in checks only presence and length: the policy may have changed since sign-up. */
export const currentPassword = () =>
  requiredText({
    max: PASSWORD_MAX,
    key: 'INVALID_CREDENTIALS',
    keepWhitespace: true,
    anyCharacters: true,
  });

import { hasDigit, hasLetter } from '../common/characters';
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
      { test: (v) => v.length >= PASSWORD_MIN, key: 'invalid password' },
      { test: (v) => hasLetter(v) && hasDigit(v), key: 'invalid password' },
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

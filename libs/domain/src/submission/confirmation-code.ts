// Confirmation codes: 14 alphanumerics (spec 001 §5). Randomness is injected.

export const CONFIRMATION_CODE_LENGTH = 14;
/** Upper-case letters and digits without the look-alikes 0/O and 1/I. */
export const CONFIRMATION_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function isConfirmationCode(value: string): boolean {
  return /^[A-Za-z0-9]{14}$/.test(value);
}

/**
 * Builds a generator from a source of random integers in [0, size), e.g. node's
 * `crypto.randomInt` in the api, or a seeded sequence in tests.
 */
export function confirmationCodeGenerator(randomIndex: (size: number) => number): () => string {
  const size = CONFIRMATION_CODE_ALPHABET.length;
  return () =>
    Array.from({ length: CONFIRMATION_CODE_LENGTH }, () =>
      CONFIRMATION_CODE_ALPHABET.charAt(Math.abs(Math.trunc(randomIndex(size))) % size),
    ).join('');
}

import {
  CONFIRMATION_CODE_ALPHABET,
  confirmationCodeGenerator,
  isConfirmationCode,
} from './confirmation-code';

describe('confirmation code', () => {
  it.each([
    ['ABCDEFGH234567', true],
    ['abcdefgh234567', true],
    ['ABCDEFGH23456', false],
    ['ABCD-EFGH-2345-67', false],
    ['ABCDEFGH23456!', false],
  ])('%s is a confirmation code: %s', (code, expected) => {
    expect(isConfirmationCode(code)).toBe(expected);
  });

  it('draws 14 characters from the alphabet with the injected randomness', () => {
    let n = 0;
    const next = confirmationCodeGenerator((size) => n++ % size);
    const code = next();
    expect(code).toBe(CONFIRMATION_CODE_ALPHABET.slice(0, 14));
    expect(isConfirmationCode(code)).toBe(true);
    expect(next()).not.toBe(code);
  });

  it('keeps out-of-range randomness inside the alphabet', () => {
    const code = confirmationCodeGenerator(() => -33.7)();
    expect(code).toBe(CONFIRMATION_CODE_ALPHABET.charAt(1).repeat(14));
  });
});

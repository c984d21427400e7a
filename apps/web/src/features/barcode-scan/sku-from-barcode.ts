/**
 * The 11-digit SKU (spec 001 §5) a lens box's barcode carries: a UPC-A symbol holds it plus a check
 * digit, an EAN-13 symbol a UPC-A with a leading zero; a symbology without a check digit (Code
 * 128) may hold the 11 digits alone. Anything else is not a SKU.
 */
export function skuFromBarcode(rawValue: string): string | undefined {
  const digits = rawValue.trim();
  if (!/^\d+$/.test(digits)) return undefined;
  if (digits.length === 11) return digits;
  if (digits.length === 12 && hasValidCheckDigit(digits)) return digits.slice(0, 11);
  if (digits.length === 13 && digits.startsWith('0') && hasValidCheckDigit(digits.slice(1)))
    return digits.slice(1, 12);
  return undefined;
}

/** The UPC-A check digit: 3 × the odd positions plus the even ones, to a multiple of ten. */
export function upcCheckDigit(elevenDigits: string): number {
  const sum = [...elevenDigits].reduce(
    (total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 3 : 1),
    0,
  );
  return (10 - (sum % 10)) % 10;
}

const hasValidCheckDigit = (twelveDigits: string) =>
  upcCheckDigit(twelveDigits.slice(0, 11)) === Number(twelveDigits[11]);

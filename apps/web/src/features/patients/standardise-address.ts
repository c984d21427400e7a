export interface AddressFields {
  address1: string;
  address2: string;
  city: string;
  state: string;
  postal_code: string;
}

// USPS standard suffix and unit abbreviations (Publication 28), the common ones.
const ABBREVIATIONS: Readonly<Record<string, string>> = {
  STREET: 'St',
  AVENUE: 'Ave',
  ROAD: 'Rd',
  BOULEVARD: 'Blvd',
  DRIVE: 'Dr',
  LANE: 'Ln',
  COURT: 'Ct',
  PLACE: 'Pl',
  TERRACE: 'Ter',
  PARKWAY: 'Pkwy',
  HIGHWAY: 'Hwy',
  CIRCLE: 'Cir',
  SQUARE: 'Sq',
  SUITE: 'Ste',
  APARTMENT: 'Apt',
  BUILDING: 'Bldg',
  FLOOR: 'Fl',
  NORTH: 'N',
  SOUTH: 'S',
  EAST: 'E',
  WEST: 'W',
};

const squeeze = (text: string) =>
  text
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.])/g, '$1');

/** "123 main STREET apt 4b" → "123 Main St Apt 4B": words capitalised, suffixes abbreviated. */
function standardLine(line: string): string {
  return squeeze(line)
    .split(' ')
    .map((word) => {
      const bare = word.replace(/[.,]$/, '');
      const upper = bare.toUpperCase();
      const ending = word.slice(bare.length);
      if (ABBREVIATIONS[upper]) return ABBREVIATIONS[upper] + ending;
      if (/\d/.test(bare)) return upper + ending; // 4B, 12TH → 12th below
      return bare.charAt(0).toUpperCase() + bare.slice(1).toLowerCase() + ending;
    })
    .join(' ')
    .replace(/\b(\d+)(ST|ND|RD|TH)\b/g, (_m, n: string, s: string) => `${n}${s.toLowerCase()}`);
}

const standardCity = (city: string) =>
  squeeze(city)
    .toLowerCase()
    .replace(
      /(^|[\s-])(\p{L})/gu,
      (_m, space: string, letter: string) => space + letter.toUpperCase(),
    );

/** 123456789 → 12345-6789; other ZIPs as typed, trimmed. */
function standardZip(zip: string): string {
  const digits = zip.replace(/\s/g, '');
  return /^\d{9}$/.test(digits) ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

/**
 * The address as the post office writes it: the recommendation of the address verification
 * modal. No postal database is consulted (the API has none), so this only tidies the form.
 */
export function standardiseAddress(address: AddressFields): AddressFields {
  return {
    address1: standardLine(address.address1),
    address2: standardLine(address.address2),
    city: standardCity(address.city),
    state: squeeze(address.state).toUpperCase(),
    postal_code: standardZip(address.postal_code),
  };
}

export const sameAddress = (a: AddressFields, b: AddressFields): boolean =>
  (Object.keys(a) as (keyof AddressFields)[]).every((key) => a[key] === b[key]);

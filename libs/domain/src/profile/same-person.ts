// A patient is a person (issue 29 item 1): two records of one profile with the same name at the
// same address are the same person, however the name or the address was typed.
import { type PatientAddress } from './profile';

/** Lower case, no accents, punctuation as spaces, single spaces: "  María-José " → "maria jose". */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A name's words in order; honorifics and single-letter initials do not tell people apart. */
export function normalisedName(name: string): string {
  return folded(name)
    .split(' ')
    .filter((word) => !['mr', 'mrs', 'ms', 'sr', 'sra', 'srta', 'dr', 'dra'].includes(word))
    .join(' ');
}

// The usual ways of writing an address's words, English and Spanish, folded to one spelling.
const ADDRESS_WORDS: Readonly<Record<string, string>> = {
  street: 'st',
  avenue: 'ave',
  av: 'ave',
  avenida: 'ave',
  boulevard: 'blvd',
  road: 'rd',
  drive: 'dr',
  lane: 'ln',
  court: 'ct',
  place: 'pl',
  highway: 'hwy',
  calle: 'c',
  apartment: 'apt',
  apartamento: 'apt',
  depto: 'apt',
  departamento: 'apt',
  unit: 'apt',
  suite: 'apt',
  ste: 'apt',
  no: '',
  number: '',
  numero: '',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
};

function addressWords(text: string): string {
  return folded(text.replace(/#/g, ' apt '))
    .split(' ')
    .map((word) => ADDRESS_WORDS[word] ?? word)
    .join(''); // "Apt 4-B" and "apt 4b" alike
}

/** One spelling of an address: its lines' words, city, state and the 5-digit ZIP. */
export function normalisedAddress(address: PatientAddress): string {
  return [
    addressWords(`${address.address1} ${address.address2 ?? ''}`),
    folded(address.city),
    folded(address.state),
    folded(address.postal_code).replace(/\D/g, '').slice(0, 5),
    folded(address.country),
  ].join('|');
}

export interface PersonDetails {
  readonly name: string;
  readonly address: PatientAddress | null;
}

/**
 * Whether two patient records are the same person: the same normalised name and, where both
 * have an address, the same normalised address. Patients carry no birthday, so there is none to
 * compare; a record without an address matches on its name alone (leaving the address out must
 * not open a second limit).
 */
export function isSamePerson(a: PersonDetails, b: PersonDetails): boolean {
  if (normalisedName(a.name) !== normalisedName(b.name)) return false;
  if (!a.address || !b.address) return true;
  return normalisedAddress(a.address) === normalisedAddress(b.address);
}

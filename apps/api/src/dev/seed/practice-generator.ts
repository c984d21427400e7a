import { NOT_LISTED_SAP } from '@lens/domain';
import type { PracticeRow } from '../../features/practices/practice-view';
import { ANCHOR_PROGRAMMES, type Programmes, randomProgrammes } from './programme-windows';
import { SeededRandom } from './random';
import {
  AREA_CODES,
  DIRECTIONS,
  FIRST_NAMES,
  LAST_NAMES,
  LEGAL_FORMS,
  MAJOR_CITIES,
  PRACTICE_KINDS,
  PRACTICE_WORDS,
  STREET_NAMES,
  STREET_SUFFIXES,
} from './reference-lists';
import type { ZipCentroid } from './zip-centroids';

/** A row of `practices` as the seed writes it: what the API reads, plus the chain key. */
export interface SeedPractice extends PracticeRow {
  scg_key: string | null;
  programs: Programmes;
}

export const PRACTICE_COUNT = 4_000;
export const PRACTICES_PER_CITY = 36;
/** Practices of a city lie within this many miles of its centre ZIP. */
export const CITY_RADIUS_MILES = 20;
const ANCHOR_RADIUS_MILES = 5;
const FIRST_SAP = 1_000_001;

/** The practice a patient picks when theirs is not listed (spec 001 §4). */
export const NOT_LISTED_PRACTICE: SeedPractice = {
  sap: NOT_LISTED_SAP,
  display_name: 'Doctor Not Listed',
  account_name: 'DOCTOR NOT LISTED',
  address1: '',
  address2: '',
  address3: '',
  city: '',
  state: '',
  postal_code: '',
  country: 'US',
  latitude: null,
  longitude: null,
  status: 'active',
  territory_code: null,
  unaffiliated: false,
  checkout_shop_start: null,
  is_lenscrafters: false,
  url: null,
  scg_key: null,
  phone: null,
  programs: {},
  labels: [],
};

const EARTH_RADIUS_MILES = 3958.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

export function milesBetween(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h));
}

const MILES_PER_DEGREE_LATITUDE = 69;

/** ZIPs within `miles` of a centre: a cheap bounding box first, the great circle after. */
function within(zips: readonly ZipCentroid[], centre: ZipCentroid, miles: number): ZipCentroid[] {
  const dLat = miles / MILES_PER_DEGREE_LATITUDE;
  const dLon = dLat / Math.max(0.1, Math.cos(radians(centre.latitude)));
  return zips.filter(
    (zip) =>
      Math.abs(zip.latitude - centre.latitude) <= dLat &&
      Math.abs(zip.longitude - centre.longitude) <= dLon &&
      milesBetween(centre, zip) <= miles,
  );
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

interface Place {
  zip: ZipCentroid;
  anchor?: Programmes;
}

/**
 * About 4,000 demo practices across the 50 states and DC: 36 around each major city (three of
 * them preferred in every sub-phase) and the rest in ZIP codes drawn across the country. The same
 * seed and ZIP list always give the same practices.
 */
export function generatePractices(
  zips: readonly ZipCentroid[],
  seed = 'lens-rewards-demo-practices',
): SeedPractice[] {
  const random = new SeededRandom(seed);
  const inStates = zips.filter((zip) => AREA_CODES[zip.state] !== undefined);
  const places: Place[] = [];
  for (const major of MAJOR_CITIES) {
    const centre = inStates.find((zip) => zip.postal_code === major.zip);
    if (!centre) continue;
    const near = (miles: number) => within(inStates, centre, miles);
    const core = near(ANCHOR_RADIUS_MILES);
    const metro = near(CITY_RADIUS_MILES);
    ANCHOR_PROGRAMMES.forEach((anchor) => places.push({ zip: random.pick(core), anchor }));
    for (let i = ANCHOR_PROGRAMMES.length; i < PRACTICES_PER_CITY; i++)
      places.push({ zip: random.pick(metro) });
  }
  while (places.length < PRACTICE_COUNT) places.push({ zip: random.pick(inStates) });
  return places.map((place, index) => practiceAt(random, place, String(FIRST_SAP + index)));
}

function practiceAt(random: SeededRandom, { zip, anchor }: Place, sap: string): SeedPractice {
  const lensCrafters = !anchor && random.chance(0.06);
  const name = lensCrafters ? lensCraftersName(random) : practiceName(random, zip.city);
  const unaffiliated = !anchor && random.chance(0.06);
  const programs = anchor ?? (unaffiliated ? {} : randomProgrammes(random));
  const slug = name.display
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 40);
  const url = lensCrafters
    ? `https://www.lenscrafters.example/stores/${sap}`
    : random.chance(0.55)
      ? `https://www.${slug}.example/schedule`
      : null;
  const longitudeSpread = 0.01 / Math.max(0.2, Math.cos(radians(zip.latitude)));
  return {
    sap,
    display_name: name.display,
    account_name: name.account,
    address1: streetAddress(random),
    address2: random.chance(0.35) ? suite(random) : '',
    address3: '',
    city: zip.city,
    state: zip.state,
    postal_code: zip.postal_code,
    country: 'US',
    latitude: round6(zip.latitude + random.jitter(0.01)),
    longitude: round6(zip.longitude + random.jitter(longitudeSpread)),
    status: !anchor && random.chance(0.1) ? 'inactive' : 'active',
    territory_code: `${zip.state}${String(random.int(1, 20)).padStart(2, '0')}`,
    unaffiliated,
    checkout_shop_start: programs['checkout_shop']?.start_date ?? null,
    is_lenscrafters: lensCrafters,
    url,
    scg_key: lensCrafters ? 'LENSCRAFTERS' : null,
    phone: phoneIn(random, zip.state),
    programs,
    labels: [],
  };
}

function practiceName(random: SeededRandom, city: string): { display: string; account: string } {
  const last = random.pick(LAST_NAMES);
  const kind = random.pick(PRACTICE_KINDS);
  const style = random.next();
  let display: string;
  if (style < 0.3) display = `${last} ${kind}`;
  else if (style < 0.5) display = `${random.pick(PRACTICE_WORDS)} ${kind}`;
  else if (style < 0.62) display = `${city} ${kind}`;
  else if (style < 0.8) {
    const first = random.pick(FIRST_NAMES);
    return { display: `Dr. ${first} ${last}, OD`, account: `${first} ${last} OD PA`.toUpperCase() };
  } else if (style < 0.9) display = `${last} & ${random.pick(LAST_NAMES)} ${kind}`;
  else display = `${random.pick(PRACTICE_WORDS)} ${kind} of ${city}`;
  return { display, account: `${display} ${random.pick(LEGAL_FORMS)}`.toUpperCase() };
}

function lensCraftersName(random: SeededRandom): { display: string; account: string } {
  return { display: 'LensCrafters', account: `LENSCRAFTERS #${random.int(1000, 9999)}` };
}

function streetAddress(random: SeededRandom): string {
  const number = random.chance(0.7) ? random.int(100, 9999) : random.int(10, 29999);
  const direction = random.chance(0.2) ? `${random.pick(DIRECTIONS)} ` : '';
  return `${number} ${direction}${random.pick(STREET_NAMES)} ${random.pick(STREET_SUFFIXES)}`;
}

function suite(random: SeededRandom): string {
  const style = random.next();
  if (style < 0.6) return `Suite ${random.int(1, 9) * 100 + random.int(0, 40)}`;
  if (style < 0.85) return `Ste ${random.int(100, 450)}`;
  return `Unit ${String.fromCharCode(65 + random.int(0, 7))}`;
}

/** A North American number in the state's area code, in the 555-0100…0199 range for fiction. */
function phoneIn(random: SeededRandom, state: string): string {
  const areaCode = random.pick(AREA_CODES[state] ?? [202]);
  return `${areaCode}5550${random.int(100, 199)}`;
}

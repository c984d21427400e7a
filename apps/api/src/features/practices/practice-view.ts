import { isPreferredActive, type PracticePrograms } from '@lens/domain';

/** A `practices` row as the queries select it (dates as 'YYYY-MM-DD' text). */
export interface PracticeRow {
  sap: string;
  display_name: string;
  account_name: string;
  address1: string;
  address2: string;
  address3: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
  status: 'active' | 'inactive';
  territory_code: string | null;
  unaffiliated: boolean;
  checkout_shop_start: string | null;
  is_lenscrafters: boolean;
  url: string | null;
  phone: string | null;
  programs: PracticePrograms;
  labels: unknown[];
}

export const PRACTICE_COLUMNS = `sap, display_name, account_name, address1, address2, address3, city, state,
  postal_code, country, latitude, longitude, status, territory_code, unaffiliated,
  to_char(checkout_shop_start, 'YYYY-MM-DD') AS checkout_shop_start, is_lenscrafters, url, phone,
  programs, labels`;

const METERS_PER_MILE = 1609.344;

/** Miles to one decimal: precise enough to rank and show, no false precision. */
export const milesOf = (meters: number): number => Math.round((meters / METERS_PER_MILE) * 10) / 10;

export const metersOf = (miles: number): number => miles * METERS_PER_MILE;

/** One practice of a search list (spec 000 §3, issue 5's contract). */
export function listView(row: PracticeRow, now: Date, distanceMiles: number | null) {
  return {
    sap: row.sap,
    display_name: row.display_name,
    account_name: row.account_name,
    address1: row.address1,
    address2: row.address2,
    address3: row.address3,
    city: row.city,
    state: row.state,
    postal_code: row.postal_code,
    distance: distanceMiles,
    programs: row.programs,
    preferredActive: isPreferredActive(row.programs, now.getTime()),
    isLenscrafters: row.is_lenscrafters,
    url: row.url,
    // Affiliated now: an active practice that takes part in the programme.
    affiliated_now: row.status === 'active' && !row.unaffiliated,
  };
}
export type PracticeListItem = ReturnType<typeof listView>;

/** One practice looked up by sap: the list fields plus its status and reference details. */
export function detailView(row: PracticeRow, now: Date) {
  return {
    ...listView(row, now, null),
    status: row.status,
    country: row.country,
    phone: row.phone,
    territory_code: row.territory_code,
    unaffiliated: row.unaffiliated,
    checkout_shop_start: row.checkout_shop_start,
    latitude: row.latitude,
    longitude: row.longitude,
    labels: row.labels,
  };
}
export type PracticeDetail = ReturnType<typeof detailView>;

import { codes } from 'zipcodes';

export interface ZipCentroid {
  postal_code: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

/** Military post offices (APO/FPO) have no place on a map. */
const MILITARY = new Set(['AA', 'AE', 'AP']);

/**
 * US 5-digit ZIP codes with their centroid, from the `zipcodes` package, in ZIP order. Codes
 * without a position (0, 0) are left out.
 */
export function usZipCentroids(): ZipCentroid[] {
  return Object.values(codes)
    .filter(
      (code) =>
        code.country === 'US' &&
        /^\d{5}$/.test(code.zip) &&
        !MILITARY.has(code.state) &&
        !(code.latitude === 0 && code.longitude === 0),
    )
    .map((code) => ({
      postal_code: code.zip,
      city: code.city,
      state: code.state,
      latitude: code.latitude,
      longitude: code.longitude,
    }))
    .sort((a, b) => (a.postal_code < b.postal_code ? -1 : 1));
}

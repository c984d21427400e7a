import { Inject, Injectable } from '@nestjs/common';
import { NOT_LISTED_SAP, type EcpStatus, type PracticePrograms } from '@lens/domain';
import type { Pool } from 'pg';
import { PG_POOL } from '../../platform/infrastructure/tokens';
import { ExpiringCache } from './expiring-cache';
import { PRACTICE_COLUMNS, metersOf, type PracticeRow } from './practice-view';

/** Longest list a search answers; a 100-mile radius around a big city holds more. */
export const SEARCH_LIMIT = 200;

const PROGRAMMES_TTL_MS = 30_000;
const PROGRAMMES_MAX = 20_000;

export interface Location {
  latitude: number;
  longitude: number;
}

/** What the estimator needs of a practice. */
export interface PracticeProgrammes {
  status: EcpStatus;
  programs: PracticePrograms;
}

/**
 * Active, listed practices within $3 metres of ($1, $2), nearest first. The earth_box test is what
 * the GiST index `practices_earth` answers; the distance test then trims the box to a circle.
 */
export const RADIUS_SQL = `SELECT ${PRACTICE_COLUMNS},
       earth_distance(ll_to_earth($1, $2), ll_to_earth(latitude, longitude)) AS meters
  FROM practices
 WHERE latitude IS NOT NULL AND longitude IS NOT NULL
   AND earth_box(ll_to_earth($1, $2), $3) @> ll_to_earth(latitude, longitude)
   AND earth_distance(ll_to_earth($1, $2), ll_to_earth(latitude, longitude)) <= $3
   AND status = 'active' AND sap <> $4
 ORDER BY meters, sap
 LIMIT ${SEARCH_LIMIT}`;

/** LIKE pattern for "contains", with the user's own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The first five characters the search compares: a ZIP's five digits, or a Canadian code's
 * "A1A 1" with its canonical space (spec 000 §5: only the first 5 digits are used).
 */
export function postalPrefix(postalCode: string): string {
  if (/^\d/.test(postalCode)) return postalCode.slice(0, 5);
  const compact = postalCode.replace(/\s+/g, '').toUpperCase();
  return `${compact.slice(0, 3)} ${compact.slice(3, 4)}`;
}

/**
 * Practices (reference data in the `practices` table): searches, lookups and the programme
 * windows the estimator reads on every request (cached briefly, at most one query per miss).
 */
@Injectable()
export class PracticeDirectory {
  private readonly programmes = new ExpiringCache<string, PracticeProgrammes | null>(
    PROGRAMMES_TTL_MS,
    PROGRAMMES_MAX,
  );

  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** Active, listed practices in the postal code, optionally whose name contains `name`. */
  async byPostalCode(query: {
    postalCode: string;
    name?: string;
    country?: string;
  }): Promise<PracticeRow[]> {
    const name = query.name?.trim() ? containing(query.name.trim()) : null;
    const { rows } = await this.pool.query<PracticeRow>(
      `SELECT ${PRACTICE_COLUMNS} FROM practices
        WHERE left(postal_code, 5) = $1 AND status = 'active' AND sap <> $2
          AND ($3::text IS NULL OR account_name ILIKE $3 OR display_name ILIKE $3)
          AND ($4::text IS NULL OR country = $4)
        ORDER BY display_name, sap
        LIMIT ${SEARCH_LIMIT}`,
      [postalPrefix(query.postalCode), NOT_LISTED_SAP, name, query.country ?? null],
    );
    return rows;
  }

  /** Active, listed practices within `radiusMiles` of a point, nearest first (GiST earthdistance). */
  async byRadius(
    origin: Location,
    radiusMiles: number,
  ): Promise<(PracticeRow & { meters: number })[]> {
    const { rows } = await this.pool.query<PracticeRow & { meters: number }>(RADIUS_SQL, [
      origin.latitude,
      origin.longitude,
      metersOf(radiusMiles),
      NOT_LISTED_SAP,
    ]);
    return rows;
  }

  /** The centroid of a US ZIP code (its first five digits), if the dataset knows it. */
  async centroidOf(postalCode: string): Promise<Location | null> {
    const { rows } = await this.pool.query<Location>(
      'SELECT latitude, longitude FROM zip_centroids WHERE postal_code = $1',
      [postalPrefix(postalCode)],
    );
    return rows[0] ?? null;
  }

  /** Any practice, active or not, by sap. */
  async bySap(sap: string): Promise<PracticeRow | null> {
    const { rows } = await this.pool.query<PracticeRow>(
      `SELECT ${PRACTICE_COLUMNS} FROM practices WHERE sap = $1`,
      [sap],
    );
    return rows[0] ?? null;
  }

  /** Status and programme windows of a practice: one primary-key read, then cached for 30 s. */
  programmesOf(sap: string): Promise<PracticeProgrammes | null> {
    return this.programmes.getOrLoad(sap, async (key) => {
      const { rows } = await this.pool.query<PracticeProgrammes>(
        'SELECT status, programs FROM practices WHERE sap = $1',
        [key],
      );
      return rows[0] ?? null;
    });
  }
}

import type { Pool } from 'pg';

/** A `practices` row for tests, with plausible defaults for what a test does not care about. */
export interface PracticeFixture {
  sap: string;
  display_name: string;
  account_name?: string;
  address1?: string;
  address2?: string;
  city?: string;
  state?: string;
  postal_code?: string;
  latitude?: number | null;
  longitude?: number | null;
  status?: 'active' | 'inactive';
  unaffiliated?: boolean;
  is_lenscrafters?: boolean;
  url?: string | null;
  phone?: string | null;
  programs?: Record<string, { start_date: string; end_date: string }>;
}

/** Inserts (or replaces) practices as an ECP upload or the seed would. */
export async function insertPractices(pool: Pool, fixtures: readonly PracticeFixture[]) {
  const rows = fixtures.map((f) => ({
    account_name: f.display_name.toUpperCase(),
    address1: '100 Main St',
    address2: '',
    address3: '',
    city: 'Testville',
    state: 'NV',
    postal_code: '00001',
    country: 'US',
    latitude: null,
    longitude: null,
    status: 'active',
    unaffiliated: false,
    is_lenscrafters: false,
    url: null,
    phone: null,
    programs: {},
    labels: [],
    ...f,
  }));
  await pool.query(
    `INSERT INTO practices (sap, display_name, account_name, address1, address2, address3, city,
       state, postal_code, country, latitude, longitude, status, unaffiliated, is_lenscrafters,
       url, phone, programs, labels)
     SELECT sap, display_name, account_name, address1, address2, address3, city, state,
       postal_code, country, latitude, longitude, status, unaffiliated, is_lenscrafters, url,
       phone, programs, labels
       FROM jsonb_populate_recordset(NULL::practices, $1::jsonb)
     ON CONFLICT (sap) DO UPDATE SET display_name = EXCLUDED.display_name,
       status = EXCLUDED.status, programs = EXCLUDED.programs`,
    [JSON.stringify(rows)],
  );
}

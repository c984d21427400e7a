-- Up Migration
-- Practices (ECPs) are reference data loaded from uploads and seeds, not events; an ECP upload
-- is itself recorded as an event (ecp-upload-<id>) and applied to this table.
CREATE EXTENSION IF NOT EXISTS cube;
CREATE EXTENSION IF NOT EXISTS earthdistance;
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE practices (
  sap text PRIMARY KEY,
  display_name text NOT NULL,
  account_name text NOT NULL,
  address1 text NOT NULL DEFAULT '',
  address2 text NOT NULL DEFAULT '',
  address3 text NOT NULL DEFAULT '',
  city text NOT NULL DEFAULT '',
  state text NOT NULL DEFAULT '',
  postal_code text NOT NULL DEFAULT '',
  country text NOT NULL DEFAULT 'US',
  latitude double precision,
  longitude double precision,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  territory_code text,
  unaffiliated boolean NOT NULL DEFAULT false,
  checkout_shop_start date,
  is_lenscrafters boolean NOT NULL DEFAULT false,
  url text,
  scg_key text,
  phone text,
  -- { "<program name>": { "start_date": "YYYY-MM-DD", "end_date": "YYYY-MM-DD" } }
  programs jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- [{ "label": "…", "start_date": "…", "end_date": "…" }]
  labels jsonb NOT NULL DEFAULT '[]'::jsonb,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Radius search: earthdistance over a GiST index.
CREATE INDEX practices_earth ON practices USING gist (ll_to_earth(latitude, longitude))
  WHERE latitude IS NOT NULL AND longitude IS NOT NULL;
CREATE INDEX practices_postal_code ON practices (left(postal_code, 5));
CREATE INDEX practices_account_name_trgm ON practices USING gin (account_name gin_trgm_ops);
CREATE INDEX practices_scg_key ON practices (scg_key) WHERE scg_key IS NOT NULL;

-- ZIP code centroids (for "near postal code" searches), loaded from a ZIP dataset by the seed.
CREATE TABLE zip_centroids (
  postal_code text PRIMARY KEY CHECK (postal_code ~ '^[0-9]{5}$'),
  city text NOT NULL,
  state text NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL
);

-- Down Migration
DROP TABLE zip_centroids;
DROP TABLE practices;

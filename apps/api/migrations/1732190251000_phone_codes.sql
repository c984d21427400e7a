-- Up Migration
-- Two-step codes: at most one pending code per profile, kept only as a keyed hash, with an
-- expiry and a number of attempts left. A code is deleted when it is used.
CREATE TABLE phone_codes (
  profile_id text PRIMARY KEY REFERENCES profile_credentials (profile_id) ON DELETE CASCADE,
  phone_number text NOT NULL,
  code_hash text NOT NULL,
  attempts_left integer NOT NULL CHECK (attempts_left >= 0),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL
);

-- Down Migration
DROP TABLE phone_codes;

-- Up Migration
-- Sign-in data of a profile. Secret, so not in events: the profile's own data is its
-- `profile-<id>` stream. A row is written before the stream (it reserves the e-mail, race-safe
-- through the unique index) and removed again if the stream cannot be started.
CREATE TABLE profile_credentials (
  profile_id text PRIMARY KEY,
  email text NOT NULL,
  password_hash text NOT NULL,
  role text NOT NULL DEFAULT 'patient' CHECK (role IN ('patient', 'admin', 'support', 'finance')),
  -- The number given at registration, then the last one proven by a two-step code.
  phone_number text,
  phone_verified_at timestamptz,
  created_at timestamptz NOT NULL
);

-- E-mail addresses are unique whatever their case.
CREATE UNIQUE INDEX profile_credentials_email ON profile_credentials (lower(email));

-- Down Migration
DROP TABLE profile_credentials;

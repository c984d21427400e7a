-- Up Migration
-- Which version of the demo reference data (ZIP centroids, practices) a database holds, so that
-- `npm start` loads it once and again only when the seed's version changes.
CREATE TABLE reference_seeds (
  name text PRIMARY KEY,
  version text NOT NULL,
  seeded_at timestamptz NOT NULL
);

-- Friends already invited by a viral referral: one row per e-mail address (its SHA-256, so the
-- table holds no address), so the same friend is never invited twice (DUPLICATE).
CREATE TABLE referral_emails (
  email_hash text PRIMARY KEY,
  referral_id text NOT NULL,
  referred_at timestamptz NOT NULL
);

-- The practice a patient picks when theirs is not listed (spec 001 §4): needed in every
-- environment, not only with demo data.
INSERT INTO practices (sap, display_name, account_name)
VALUES ('999', 'Doctor Not Listed', 'DOCTOR NOT LISTED')
ON CONFLICT (sap) DO NOTHING;

-- Down Migration
DELETE FROM practices WHERE sap = '999';
DROP TABLE referral_emails;
DROP TABLE reference_seeds;

-- Up Migration
-- Receipt and product photos: the files live in the storage port (var/uploads by default);
-- this table says whose they are, for which entry, and their content hash (a receipt seen on
-- another entry is a duplicate).
CREATE TABLE uploads (
  key text PRIMARY KEY,
  owner_profile_id text NOT NULL,
  submission_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('receipt', 'product')),
  content_type text NOT NULL,
  size integer NOT NULL CHECK (size >= 0),
  sha256 text NOT NULL,
  original_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX uploads_sha256 ON uploads (sha256);
CREATE INDEX uploads_submission ON uploads (submission_id);

-- Down Migration
DROP TABLE uploads;

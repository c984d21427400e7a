-- Up Migration
-- ECP upload previews (back office): a CSV checked row by row and kept until an admin commits
-- it. Committing records the practices as an `EcpUploadCommitted` event on `ecp-upload-<id>`
-- and applies them to `practices`. Error messages are kept in both languages.
CREATE TABLE ecp_uploads (
  upload_id text PRIMARY KEY,
  file_name text NOT NULL,
  sha256 text NOT NULL,
  uploaded_by text NOT NULL,
  row_count integer NOT NULL CHECK (row_count >= 0),
  -- The practices the rows describe, one per sap (programme periods merged).
  practices jsonb NOT NULL,
  -- [{ "row": <CSV line>, "field", "code", "en", "es" }]
  errors jsonb NOT NULL,
  -- [{ "sap", "kind": "new" | "updated" | "unchanged", "account_name", "changed": [fields] }]
  changes jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  committed_at timestamptz,
  committed_by text
);
CREATE INDEX ecp_uploads_created ON ecp_uploads (created_at DESC);

-- Down Migration
DROP TABLE ecp_uploads;

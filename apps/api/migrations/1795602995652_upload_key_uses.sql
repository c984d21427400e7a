-- Up Migration
-- Each upload key stores at most one file (issue 14.8): the upload records the key it was made
-- with (a hash of the key's signature), and a second file under the same key is refused.
ALTER TABLE uploads ADD COLUMN upload_key_id text;
CREATE UNIQUE INDEX uploads_upload_key_id ON uploads (upload_key_id);

-- Down Migration
DROP INDEX uploads_upload_key_id;
ALTER TABLE uploads DROP COLUMN upload_key_id;

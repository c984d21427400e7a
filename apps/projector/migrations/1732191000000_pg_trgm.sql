-- Up Migration
-- Trigram indexes for support's entry search (read model `submission-search`): names and e-mail
-- addresses are found by any part of them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Down Migration
-- The extension stays: the API's practice search indexes use it too.
SELECT 1;

-- Up Migration
-- Password reset links: the link's token is never stored, only its SHA-256 (a stolen table
-- opens no account). A link works once, for an hour; a used link keeps its row (used_at) so a
-- second use is told apart from a typo only by us, never by the answer.
CREATE TABLE password_resets (
  reset_id uuid PRIMARY KEY,
  profile_id text NOT NULL REFERENCES profile_credentials (profile_id) ON DELETE CASCADE,
  token_hash bytea NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_resets_profile ON password_resets (profile_id) WHERE used_at IS NULL;

-- Down Migration
DROP TABLE password_resets;

-- Up Migration
-- The answers of commands sent with an Idempotency-Key (issue 25.3): one row per (caller, key),
-- written in the same transaction as the command's events, so a key either has its events and
-- its answer or neither. `scope_key` is a hash of the caller's identity and the key; the request
-- fingerprint is an HMAC (bodies carry passwords); the answer is encrypted (it can carry a token).
CREATE TABLE idempotency_keys (
  scope_key bytea PRIMARY KEY,
  fingerprint bytea NOT NULL,
  status smallint NOT NULL,
  answer bytea NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX idempotency_keys_expires_at ON idempotency_keys (expires_at);

-- Down Migration
DROP TABLE idempotency_keys;

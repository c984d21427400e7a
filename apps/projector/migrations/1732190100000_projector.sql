-- Up Migration
CREATE SCHEMA IF NOT EXISTS projector;

-- Which version of each projection's code built its live tables; a different version in code
-- makes the projector rebuild that projection before it goes live.
CREATE TABLE projector.projections (
  name text PRIMARY KEY,
  version integer NOT NULL,
  schema_name text NOT NULL,
  rebuilt_at timestamptz NOT NULL DEFAULT now()
);

-- Work asked of the projector by other processes (support's "replay this entry").
CREATE TABLE projector.commands (
  id bigserial PRIMARY KEY,
  command jsonb NOT NULL,
  requested_at timestamptz NOT NULL DEFAULT now(),
  done_at timestamptz,
  error text
);
CREATE INDEX commands_pending ON projector.commands (id) WHERE done_at IS NULL;

-- Down Migration
DROP SCHEMA projector CASCADE;

-- Up Migration
CREATE SCHEMA IF NOT EXISTS es;

-- One row per stream holding its last revision: appends lock this row, so writers to one
-- stream serialise while writers to different streams run in parallel.
CREATE TABLE es.streams (
  stream_id text PRIMARY KEY,
  revision bigint NOT NULL
);

CREATE TABLE es.events (
  position bigserial PRIMARY KEY,
  -- The writing transaction. Readers of $all order by (transaction_id, position) and read only
  -- below the oldest transaction still in flight, so a late commit is never skipped.
  transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  event_id uuid NOT NULL UNIQUE,
  stream_id text NOT NULL,
  revision bigint NOT NULL,
  type text NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  UNIQUE (stream_id, revision)
);

CREATE INDEX events_transaction_position ON es.events (transaction_id, position);

-- Consumers' positions (projections, process managers); advanced by compare-and-set.
CREATE TABLE es.checkpoints (
  name text PRIMARY KEY,
  checkpoint text,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Appends events to a stream in one call. The advisory lock serialises writers of one stream
-- BEFORE the transaction takes an xid (advisory locks need none), so a stream's transactions
-- get xids in the order they write it and $all, read in (transaction_id, position) order,
-- keeps every stream's revision order. Returns no row when the expected revision fails.
CREATE FUNCTION es.append_events(p_stream text, p_count bigint, p_events jsonb, p_expected text)
RETURNS TABLE (out_revision bigint, out_position bigint, out_transaction_id text)
LANGUAGE plpgsql AS $$
DECLARE
  last_revision bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended(p_stream, 0));
  IF p_expected = 'any' THEN
    INSERT INTO es.streams AS s (stream_id, revision) VALUES (p_stream, p_count - 1)
    ON CONFLICT (stream_id) DO UPDATE SET revision = s.revision + p_count
    RETURNING s.revision INTO last_revision;
  ELSIF p_expected = 'no_stream' THEN
    INSERT INTO es.streams AS s (stream_id, revision) VALUES (p_stream, p_count - 1)
    ON CONFLICT (stream_id) DO NOTHING
    RETURNING s.revision INTO last_revision;
  ELSE
    UPDATE es.streams AS s SET revision = s.revision + p_count
     WHERE s.stream_id = p_stream AND s.revision = p_expected::bigint
    RETURNING s.revision INTO last_revision;
  END IF;
  IF last_revision IS NULL THEN
    RETURN;
  END IF;
  RETURN QUERY
    WITH written AS (
      INSERT INTO es.events (event_id, stream_id, revision, type, data, metadata)
      SELECT (e.value->>'id')::uuid, p_stream, last_revision - p_count + e.ordinality,
             e.value->>'type', e.value->'data', e.value->'metadata'
        FROM jsonb_array_elements(p_events) WITH ORDINALITY AS e
       ORDER BY e.ordinality
      RETURNING es.events.revision, es.events.position
    )
    SELECT max(w.revision), max(w.position), pg_current_xact_id()::text FROM written w;
END
$$;

-- Down Migration
DROP SCHEMA es CASCADE;

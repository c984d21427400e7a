/**
 * `npm run bench:event-store`: figures for DESIGN §12, measured in one run on this machine.
 *   1. appends/s, PostgreSQL adapter, 4 concurrent writers, beside a peer event store (Emmett's
 *      PostgreSQL event store, `@event-driven-io/emmett-postgresql`) and raw INSERTs, all three
 *      writing the same single-event appends in alternating rounds;
 *   2. projection lag (append → projector checkpoint past it) at a steady 200 appends/s;
 *   3. full rebuild throughput over 200,000 events.
 * Results are printed and written into docs/performance.md between markers.
 */
import { randomUUID } from 'node:crypto';
import { getPostgreSQLEventStore } from '@event-driven-io/emmett-postgresql';
import { Client, Pool } from 'pg';
import pino from 'pino';
import { PostgresEventStore, checkpointStore } from '@lens/event-store';
import { PROGRESS_CHANNEL } from '@lens/read-models';
import { createTestDatabase } from '@lens/event-store/testing';
import { projections, projectorMigrations, rebuild, runProjector } from '@lens/projector';
import { machine, percentile, writeSection } from '../report';

const WRITERS = 4;
const APPENDS_PER_WRITER = Number(process.env.BENCH_APPENDS ?? 2_500);
const LAG_RATE = 200;
const LAG_SECONDS = Number(process.env.BENCH_LAG_SECONDS ?? 15);
const REBUILD_EVENTS = Number(process.env.BENCH_REBUILD_EVENTS ?? 200_000);
const POOL_SIZE = 16;
const logger = pino({ level: 'silent' });

const submissionEvent = (n: number) => ({
  type: n % 5 === 0 ? 'PurchaseDateEntered' : 'AdminCommentAdded',
  data: {
    submissionId: `s${n}`,
    profileId: `p${n % 97}`,
    patientId: `pt${n % 211}`,
    purchaseDate: '2025-08-01',
    comment: 'x'.repeat(40),
  },
  metadata: { actorId: `p${n % 97}`, schemaVersion: 1 },
});

async function createRawTable(pool: Pool) {
  await pool.query(`CREATE TABLE bench_raw (LIKE es.events INCLUDING DEFAULTS)`);
  await pool.query(
    `CREATE SEQUENCE bench_raw_position; ALTER TABLE bench_raw ALTER COLUMN position SET DEFAULT nextval('bench_raw_position')`,
  );
  await pool.query(
    `ALTER TABLE bench_raw ADD PRIMARY KEY (position); CREATE UNIQUE INDEX ON bench_raw (stream_id, revision); CREATE UNIQUE INDEX ON bench_raw (event_id); CREATE INDEX ON bench_raw (transaction_id, position)`,
  );
}

/** Emmett's PostgreSQL event store on its own pool of the same size, in the same database. */
async function emmettPeer(url: string, poolSize: number) {
  const pool = new Pool({ connectionString: url, max: poolSize });
  const emmett = getPostgreSQLEventStore(url, {
    connectionOptions: { pool },
    schema: { autoMigration: 'None' },
  });
  await emmett.schema.migrate();
  return {
    append: (stream: string, event: ReturnType<typeof submissionEvent>) =>
      emmett.appendToStream(stream, [
        { type: event.type, data: event.data, metadata: event.metadata },
      ]),
    close: async () => {
      await emmett.close();
      await pool.end().catch(() => undefined);
    },
  };
}

async function appendThroughput(store: PostgresEventStore, db: { url: string; pool: Pool }) {
  await createRawTable(db.pool);
  const emmett = await emmettPeer(db.url, POOL_SIZE);

  // The three sides write the same rows with 4 writers each; they alternate in rounds so that
  // whatever else the machine is doing weighs on all of them alike.
  const ROUNDS = 5;
  const perRound = Math.ceil(APPENDS_PER_WRITER / ROUNDS);
  const revisions = new Map<string, number>();
  const seconds = { store: 0, emmett: 0, raw: 0 };
  const runWriters = async (
    round: number,
    write: (writer: number, i: number) => Promise<unknown>,
  ) => {
    const started = performance.now();
    await Promise.all(
      Array.from({ length: WRITERS }, async (_, writer) => {
        for (let i = round * perRound; i < (round + 1) * perRound; i += 1) await write(writer, i);
      }),
    );
    return (performance.now() - started) / 1000;
  };
  const streamOf = (writer: number, i: number) => `submission-bench-${writer}-${i % 50}`;
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      seconds.store += await runWriters(round, (writer, i) =>
        store.append(streamOf(writer, i), [submissionEvent(i)], 'any'),
      );
      seconds.emmett += await runWriters(round, (writer, i) =>
        emmett.append(streamOf(writer, i), submissionEvent(i)),
      );
      seconds.raw += await runWriters(round, (writer, i) => {
        const event = submissionEvent(i);
        const stream = streamOf(writer, i);
        const revision = revisions.get(stream) ?? 0;
        revisions.set(stream, revision + 1);
        return db.pool.query(
          `INSERT INTO bench_raw (event_id, stream_id, revision, type, data, metadata) VALUES ($1, $2, $3, $4, $5, $6)`,
          [
            randomUUID(),
            stream,
            revision,
            event.type,
            JSON.stringify(event.data),
            JSON.stringify(event.metadata),
          ],
        );
      });
    }
  } finally {
    await emmett.close();
  }
  const rows = WRITERS * perRound * ROUNDS;
  const storeRate = rows / seconds.store;
  const emmettRate = rows / seconds.emmett;
  const rawRate = rows / seconds.raw;
  return {
    storeRate,
    emmettRate,
    rawRate,
    vsEmmett: storeRate / emmettRate,
    vsRaw: storeRate / rawRate,
  };
}

async function projectionLag(store: PostgresEventStore, db: { url: string; pool: Pool }) {
  const controller = new AbortController();
  const running = runProjector(
    { pool: db.pool, store, logger, projections, batchSize: 500, standbyRetryMs: 100 },
    controller.signal,
  );
  // Wait for the projector to catch up with what the append benchmark wrote.
  const head = async () => (await store.readAll({ after: null, limit: 1 })).events.length;
  await head();
  for (;;) {
    const checkpoint = await checkpointStore.load(db.pool, 'projection:submissions');
    const last = await store.headCheckpoint();
    if (checkpoint && last && store.compare(checkpoint, last) >= 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const listener = new Client({ connectionString: db.url });
  await listener.connect();
  await listener.query(`LISTEN ${PROGRESS_CHANNEL}`);
  const pending: { position: string; at: number }[] = [];
  const lags: number[] = [];
  listener.on('notification', (message) => {
    const [name, checkpoint] = (message.payload ?? '').split(' ');
    if (name !== 'submissions' || !checkpoint) return;
    const now = performance.now();
    while (pending.length && store.compare(pending[0]!.position, checkpoint) <= 0)
      lags.push(now - pending.shift()!.at);
  });

  const total = LAG_RATE * LAG_SECONDS;
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let n = 0; n < total; n += 1) {
    const due = started + (n * 1000) / LAG_RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(
      store
        .append(`submission-lag-${n % 400}`, [submissionEvent(n)], 'any')
        .then(({ position }) => {
          pending.push({ position, at: performance.now() });
          pending.sort((a, b) => store.compare(a.position, b.position));
        }),
    );
  }
  await Promise.all(inFlight);
  const deadline = Date.now() + 10_000;
  while (pending.length && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  controller.abort();
  await running;
  await listener.end();
  lags.sort((a, b) => a - b);
  return {
    count: lags.length,
    p50: percentile(lags, 50),
    p99: percentile(lags, 99),
    max: lags[lags.length - 1] ?? NaN,
  };
}

async function rebuildThroughput(store: PostgresEventStore, db: { pool: Pool }) {
  const existing = Number(
    (await db.pool.query<{ n: string }>('SELECT count(*) AS n FROM es.events')).rows[0]!.n,
  );
  const toWrite = Math.max(0, REBUILD_EVENTS - existing);
  // Bulk-load realistic submission histories: 5 events per stream, one append per stream.
  const perStream = 5;
  const streams = Math.ceil(toWrite / perStream);
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let s = next++; s < streams; s = next++) {
        await store.append(
          `submission-rebuild-${s}`,
          Array.from({ length: perStream }, (_, k) => submissionEvent(s * perStream + k)),
          'no_stream',
        );
      }
    }),
  );
  const total = Number(
    (await db.pool.query<{ n: string }>('SELECT count(*) AS n FROM es.events')).rows[0]!.n,
  );
  const results: { projection: string; eventsPerSecond: number; seconds: number }[] = [];
  for (const projection of projections) {
    const result = await rebuild(
      { pool: db.pool, store, logger, rebuildBatchSize: 5_000 },
      projection,
    );
    results.push({
      projection: projection.name,
      eventsPerSecond: result.events / (result.ms / 1000),
      seconds: result.ms / 1000,
    });
  }
  return { total, results };
}

async function main() {
  const db = await createTestDatabase({ migrations: [projectorMigrations], poolSize: POOL_SIZE });
  const store = new PostgresEventStore({ pool: db.pool });
  try {
    console.log(`Appends: ${WRITERS} writers × ${APPENDS_PER_WRITER}…`);
    const appends = await appendThroughput(store, db);
    console.log(`Projection lag at ${LAG_RATE} appends/s for ${LAG_SECONDS} s…`);
    const lag = await projectionLag(store, db);
    console.log(`Rebuild over ${REBUILD_EVENTS} events…`);
    const rebuilt = await rebuildThroughput(store, db);

    const f = (n: number, digits = 0) =>
      n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
    const mark = (met: boolean) => (met ? '✔' : '✘ missed');
    const lines = [
      `Measured ${new Date().toISOString().slice(0, 10)} on ${await machine(db.pool)}, NODE_ENV=${process.env.NODE_ENV ?? 'unset'}.`,
      '',
      '| figure | result | target |',
      '|---|---|---|',
      `| appends/s, our event store, ${WRITERS} writers (single-event appends) | ${f(appends.storeRate)} | |`,
      `| appends/s, Emmett's PostgreSQL event store, the same appends | ${f(appends.emmettRate)} | |`,
      `| inserts/s, raw INSERT of the same rows, ${WRITERS} writers | ${f(appends.rawRate)} | |`,
      `| ratio ours / Emmett | **${f(appends.vsEmmett, 2)}** | ≥ 1.5 ${mark(appends.vsEmmett >= 1.5)} |`,
      `| ratio ours / raw INSERT | **${f(appends.vsRaw, 2)}** | ≥ 0.75 ${mark(appends.vsRaw >= 0.75)} |`,
      `| projection lag p50 at ${LAG_RATE} appends/s (${f(lag.count)} events) | ${f(lag.p50, 1)} ms | |`,
      `| projection lag p99 at ${LAG_RATE} appends/s | **${f(lag.p99, 1)} ms** | < 20 ms ${mark(lag.p99 < 20)} |`,
      ...rebuilt.results.map(
        (r) =>
          `| full rebuild of \`${r.projection}\` over ${f(rebuilt.total)} events | **${f(r.eventsPerSecond)} events/s** (${f(r.seconds, 1)} s) | ≥ 100,000 ${mark(r.eventsPerSecond >= 100_000)} |`,
      ),
    ];
    console.log(`\n${lines.join('\n')}`);
    writeSection('event-store', lines.join('\n'));
  } finally {
    await store.close();
    await db.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

import pino from 'pino';
import { eventStoreMigrations, migrate, postgresAnswers } from '@lens/event-store';
import { startHeartbeat, stopOnSignals, waitForDependencies } from '@lens/runtime';
import { loadConfig } from './config';
import { projectorMigrations } from './migrations';
import { projections } from './projections';
import { rebuild, reprojectStream } from './runner/rebuild';
import { openStore, startProjector } from './start';

const usage = `Usage: projector [run | rebuild [name…] | reproject <stream-id> | list]
  run        follow the event store and keep every read model current (default)
  rebuild    build read models afresh from position 0 and swap them in (all, or those named)
  reproject  rebuild the rows of one stream in every read model
  list       the projections this projector hosts`;

async function main(argv: string[]): Promise<number> {
  const [command = 'run', ...args] = argv;
  const config = loadConfig();
  const logger = pino({ name: 'projector', level: config.logLevel });

  if (command === 'list') {
    for (const projection of projections) console.log(`${projection.name} v${projection.version}`);
    return 0;
  }
  if (command === 'run') {
    // A projector started with (or before) its database waits for it instead of exiting.
    await waitForDependencies(
      [{ name: 'PostgreSQL', probe: () => postgresAnswers(config.databaseUrl) }],
      { log: ({ level, msg, ...rest }) => logger[level === 40 ? 'warn' : 'info'](rest, msg) },
    );
    const running = await startProjector(config, { logger });
    const stopHeartbeat = startHeartbeat(config.heartbeatFile);
    stopOnSignals(
      () => running.stop(),
      config.stopDeadlineMs,
      (reason) => logger.error({ reason }, 'projector did not stop in time; exiting'),
    );
    logger.info({ projections: projections.map((p) => p.name) }, 'projector running');
    await running.done;
    stopHeartbeat();
    return 0;
  }
  if (command === 'rebuild' || command === 'reproject') {
    await migrate(config.databaseUrl, [eventStoreMigrations, projectorMigrations]);
    const { pool, store } = openStore(config, logger);
    try {
      if (command === 'rebuild') {
        const chosen = args.length ? projections.filter((p) => args.includes(p.name)) : projections;
        const unknown = args.filter((name) => !projections.some((p) => p.name === name));
        if (unknown.length) throw new Error(`Unknown projection(s): ${unknown.join(', ')}`);
        for (const projection of chosen) await rebuild({ pool, store, logger }, projection);
      } else {
        const streamId = args[0];
        if (!streamId) throw new Error('reproject needs a stream id, e.g. submission-<id>');
        for (const projection of projections)
          await reprojectStream({ pool, store }, projection, streamId);
        logger.info({ streamId }, 'stream re-projected');
      }
    } finally {
      await store.close();
      await pool.end();
    }
    return 0;
  }
  console.error(usage);
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

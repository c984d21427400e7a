import 'reflect-metadata';
import { parseArgs } from 'node:util';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { checkpointStore, migrate } from '@lens/event-store';
import { Logger } from 'nestjs-pino';
import { Pool } from 'pg';
import { loadConfig } from './platform/config/config';
import { waitForApiDependencies } from './platform/infrastructure/dependencies';
import { apiBootMigrations } from './platform/infrastructure/migrations';
import { PROCESS_MANAGER } from './worker/process-manager/process-manager';
import { WorkerModule, type WorkerOptions } from './worker.module';
import {
  STOP_DEADLINE_MS,
  armStopDeadline,
  exitOnStartupFailure,
  startHeartbeat,
} from '@lens/runtime';

/** Starts the worker's modules (the process manager, the queue processors, the relay). */
export async function startWorker(options: WorkerOptions): Promise<INestApplicationContext> {
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(options), {
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  await app.init();
  return app;
}

/**
 * Plans every event's jobs again: the running worker notices its checkpoint moved and replays
 * $all through the process manager. Work already done is recognised and not done twice.
 */
async function replay(databaseUrl: string): Promise<void> {
  const pool = new Pool({ connectionString: databaseUrl, max: 1 });
  try {
    await checkpointStore.reset(pool, PROCESS_MANAGER, null);
  } finally {
    await pool.end();
  }
}

/**
 * The worker process: `node worker.js` runs it; `node worker.js replay` asks the running worker
 * to replay every event through the process manager and exits. `--pause-card-job-ms=<ms>` is a
 * test hook of the fault tests.
 */
async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { 'pause-card-job-ms': { type: 'string' } },
  });
  const config = loadConfig();
  await waitForApiDependencies(config, 'worker');
  await migrate(config.databaseUrl, apiBootMigrations);
  if (positionals[0] === 'replay') {
    await replay(config.databaseUrl);
    console.log(JSON.stringify({ level: 30, msg: 'process manager will replay every event' }));
    return;
  }
  const pause = Number(values['pause-card-job-ms'] ?? 0);
  const app = await startWorker({ config, hooks: { pauseAfterCardOrderMs: pause } });
  app.enableShutdownHooks();
  armStopDeadline(STOP_DEADLINE_MS, (reason) =>
    app.get(Logger).error(`worker did not stop in time; exiting (${reason})`),
  );
  startHeartbeat(config.heartbeatFile);
  app.get(Logger).log('worker running');
}

if (require.main === module) {
  main().catch(exitOnStartupFailure);
}

import { setMaxListeners } from 'node:events';
import { PgListener } from '@lens/event-store';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import type { Projection } from '../projection';
import { COMMANDS_CHANNEL, runNextCommand } from './commands';
import { BatchGroup } from './batch-group';
import { pause } from './pause';
import { type RunnerOptions, runProjection } from './projection-runner';

export interface ProjectorOptions extends Omit<RunnerOptions, 'logger'> {
  logger: Logger;
  projections: readonly Projection[];
}

/** Hosts every projection (each with its own leadership) and serves re-projection commands. */
export async function runProjector(options: ProjectorOptions, signal: AbortSignal): Promise<void> {
  // Each projection's loop listens on the one signal (and retries add and remove a listener):
  // more than Node's default of 10 is expected, not a leak.
  setMaxListeners(4 * options.projections.length + 10, signal);
  // The projections share each read of $all, and apply what they read together.
  const grouped = { ...options, group: options.group ?? new BatchGroup(options) };
  await Promise.all([
    ...options.projections.map((projection) => runProjection(grouped, projection, signal)),
    serveCommands(options, signal),
  ]);
}

async function serveCommands(options: ProjectorOptions, signal: AbortSignal): Promise<void> {
  let wake: () => void = () => undefined;
  // Reconnects by itself after a lost connection (a PostgreSQL restart); commands asked for
  // meanwhile are found by the next look (at once on reconnection, else within a second).
  const listener = new PgListener({
    connection: (options.pool as Pool).options,
    channels: [COMMANDS_CHANNEL],
    onNotification: () => wake(),
    onConnected: () => wake(),
    logger: {
      warn: (message, context) => options.logger.warn(context ?? {}, message),
      info: (message, context) => options.logger.info(context ?? {}, message),
    },
  });
  listener.start();
  try {
    while (!signal.aborted) {
      try {
        while (await runNextCommand(options, options.projections));
      } catch (error) {
        options.logger.error({ err: error }, 'projector commands failed');
      }
      await pause(1_000, signal, (done) => (wake = done));
    }
  } finally {
    await listener.close();
  }
}

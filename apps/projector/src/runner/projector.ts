import { setMaxListeners } from 'node:events';
import { Client, type Pool } from 'pg';
import type { Logger } from 'pino';
import type { Projection } from '../projection';
import { COMMANDS_CHANNEL, runNextCommand } from './commands';
import { pause } from './pause';
import { type RunnerOptions, runProjection } from './projection-runner';

export interface ProjectorOptions extends Omit<RunnerOptions, 'logger'> {
  logger: Logger;
  projections: readonly Projection[];
}

/** Hosts every projection (each with its own leadership) and serves re-projection commands. */
export async function runProjector(options: ProjectorOptions, signal: AbortSignal): Promise<void> {
  // Each projection listens for the end (its runner and its pause), and the command loop too:
  // that many listeners are the design, not a leak.
  setMaxListeners(2 * options.projections.length + 2, signal);
  await Promise.all([
    ...options.projections.map((projection) => runProjection(options, projection, signal)),
    serveCommands(options, signal),
  ]);
}

async function serveCommands(options: ProjectorOptions, signal: AbortSignal): Promise<void> {
  const listener = new Client((options.pool as Pool).options);
  let wake: () => void = () => undefined;
  listener.on('notification', () => wake());
  listener.on('error', (error) =>
    options.logger.warn({ err: error }, 'projector command listener lost'),
  );
  await listener.connect();
  await listener.query(`LISTEN ${COMMANDS_CHANNEL}`);
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
    await listener.end().catch(() => undefined);
  }
}

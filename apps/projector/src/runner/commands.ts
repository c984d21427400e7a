import { inTransaction } from '@lens/event-store';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import type { EventStore } from '@lens/event-store';
import type { Projection } from '../projection';
import { reprojectStream } from './rebuild';

export const COMMANDS_CHANNEL = 'projector_commands';

export type ProjectorCommand = { kind: 'reproject'; streamId: string };

/** Asks the running projector to do something (from the API process). Returns the command id. */
export async function requestCommand(pool: Pool, command: ProjectorCommand): Promise<number> {
  const { rows } = await pool.query<{ id: string }>(
    `WITH inserted AS (INSERT INTO projector.commands (command) VALUES ($1) RETURNING id)
     SELECT id, pg_notify($2, id::text) FROM inserted`,
    [JSON.stringify(command), COMMANDS_CHANNEL],
  );
  return Number(rows[0]!.id);
}

/** Waits until a requested command is done; throws its error if it failed. */
export async function awaitCommand(pool: Pool, id: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { rows } = await pool.query<{ done_at: Date | null; error: string | null }>(
      'SELECT done_at, error FROM projector.commands WHERE id = $1',
      [id],
    );
    if (rows[0]?.error) throw new Error(rows[0].error);
    if (rows[0]?.done_at) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Projector command ${id} not done within ${timeoutMs} ms`);
}

/** Runs one pending command (any projector process may take it); false when none is waiting. */
export async function runNextCommand(
  options: { pool: Pool; store: EventStore; logger: Logger },
  projections: readonly Projection[],
): Promise<boolean> {
  return inTransaction(options.pool, async (client) => {
    const { rows } = await client.query<{ id: string; command: ProjectorCommand }>(
      `SELECT id, command FROM projector.commands WHERE done_at IS NULL ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED`,
    );
    const pending = rows[0];
    if (!pending) return false;
    let error: string | null = null;
    try {
      for (const projection of projections)
        await reprojectStream(options, projection, pending.command.streamId);
      options.logger.info({ command: pending.command }, 'stream re-projected');
    } catch (failure) {
      error = String(failure);
      options.logger.error({ err: failure, command: pending.command }, 'projector command failed');
    }
    await client.query('UPDATE projector.commands SET done_at = now(), error = $2 WHERE id = $1', [
      pending.id,
      error,
    ]);
    return true;
  });
}

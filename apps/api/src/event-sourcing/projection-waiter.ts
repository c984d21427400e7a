import { Inject, Injectable } from '@nestjs/common';
import type { Checkpoint, EventStore } from '@lens/event-store';
import { Client, type Pool } from 'pg';
import { EVENT_STORE, PG_POOL } from '../infrastructure/tokens';

/** The projector announces each committed batch on this channel: `<projection> <checkpoint>`. */
export const PROGRESS_CHANNEL = 'projector_progress';

interface Waiter {
  projection: string;
  position: Checkpoint;
  resolve: (reached: boolean) => void;
}

/**
 * Read-your-writes for the few calls whose very next read must see their own events (e.g. the
 * dashboard right after confirming): waits until a projection has passed a position.
 */
@Injectable()
export class ProjectionWaiter {
  private listener: Promise<Client> | null = null;
  private readonly reached = new Map<string, Checkpoint>();
  private readonly waiters = new Set<Waiter>();

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  /** Resolves true once every named projection is at or past `position`, false on timeout. */
  async waitFor(
    position: Checkpoint,
    projections: readonly string[],
    timeoutMs = 2_000,
  ): Promise<boolean> {
    await this.listen();
    const results = await Promise.all(
      projections.map((projection) => this.waitOne(projection, position, timeoutMs)),
    );
    return results.every(Boolean);
  }

  private async waitOne(
    projection: string,
    position: Checkpoint,
    timeoutMs: number,
  ): Promise<boolean> {
    // While the listener is connected every checkpoint a projection commits reaches `note`, so a
    // checkpoint already known answers without a query; only a projection not heard of since
    // (re)connecting is asked once (its answer is noted too).
    if (!this.reached.has(projection) && (await this.isPast(projection, position))) return true;
    return new Promise<boolean>((resolve) => {
      // Checked and registered in one go: a notification cannot slip in between.
      if (this.isKnownPast(projection, position)) return resolve(true);
      const waiter: Waiter = { projection, position, resolve: () => undefined };
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        resolve(false);
      }, timeoutMs);
      waiter.resolve = (reached) => {
        clearTimeout(timer);
        this.waiters.delete(waiter);
        resolve(reached);
      };
      this.waiters.add(waiter);
    });
  }

  private isKnownPast(projection: string, position: Checkpoint): boolean {
    const known = this.reached.get(projection);
    return known !== undefined && this.store.compare(known, position) >= 0;
  }

  private async isPast(projection: string, position: Checkpoint): Promise<boolean> {
    if (this.isKnownPast(projection, position)) return true;
    const { rows } = await this.pool.query<{ checkpoint: string | null }>(
      'SELECT checkpoint FROM es.checkpoints WHERE name = $1',
      [`projection:${projection}`],
    );
    const stored = rows[0]?.checkpoint;
    if (!stored) return false;
    this.note(projection, stored);
    return this.store.compare(stored, position) >= 0;
  }

  private note(projection: string, checkpoint: Checkpoint): void {
    const known = this.reached.get(projection);
    if (!known || this.store.compare(checkpoint, known) > 0)
      this.reached.set(projection, checkpoint);
    for (const waiter of [...this.waiters]) {
      if (waiter.projection === projection && this.store.compare(checkpoint, waiter.position) >= 0)
        waiter.resolve(true);
    }
  }

  private listen(): Promise<Client> {
    this.listener ??= (async () => {
      const client = new Client(this.pool.options);
      client.on('notification', (message) => {
        const [projection, checkpoint] = (message.payload ?? '').split(' ');
        if (projection && checkpoint) this.note(projection, checkpoint);
      });
      client.on('error', () => {
        // Notifications may be lost until a new listener connects: forget what was heard, so
        // that the next waits ask the checkpoints table again.
        this.listener = null;
        this.reached.clear();
        void client.end().catch(() => undefined);
      });
      await client.connect();
      await client.query(`LISTEN ${PROGRESS_CHANNEL}`);
      return client;
    })();
    return this.listener;
  }

  async close(): Promise<void> {
    const listener = this.listener;
    this.listener = null;
    for (const waiter of [...this.waiters]) waiter.resolve(false);
    if (listener) await (await listener.catch(() => null))?.end().catch(() => undefined);
  }
}

import { Inject, Injectable, type OnApplicationBootstrap, Optional } from '@nestjs/common';
import {
  type Checkpoint,
  type EventStore,
  type ListenerLogger,
  PgListener,
} from '@lens/event-store';
import { PROGRESS_CHANNEL } from '@lens/read-models';
import { PinoLogger } from 'nestjs-pino';
import type { Pool } from 'pg';
import { requestTransaction } from '../idempotency/request-transaction';
import { InfrastructureUnavailable } from '../infrastructure/outage';
import { EVENT_STORE, PG_POOL } from '../infrastructure/tokens';
import type { Outcome } from './write-aggregate';

/** The projector announces each committed batch on this channel: `<projection> <checkpoint>`. */
export { PROGRESS_CHANNEL };

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
export class ProjectionWaiter implements OnApplicationBootstrap {
  private readonly listener: PgListener;
  private readonly reached = new Map<string, Checkpoint>();
  private readonly waiters = new Set<Waiter>();

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Optional() @Inject(PinoLogger) logger?: PinoLogger,
  ) {
    const log: ListenerLogger | undefined = logger && {
      warn: (message, context) => logger.warn(context ?? {}, message),
      info: (message, context) => logger.info(context ?? {}, message),
    };
    this.listener = new PgListener({
      connection: pool.options,
      channels: [PROGRESS_CHANNEL],
      onNotification: (_channel, payload) => {
        const [projection, checkpoint] = payload.split(' ');
        if (projection && checkpoint) this.note(projection, checkpoint);
      },
      // Announcements made while the listener was down are lost: forget what was heard, and
      // ask the table for the projections someone is waiting for.
      onLost: () => this.reached.clear(),
      onConnected: () => {
        this.reached.clear();
        void this.recheckWaiters();
      },
      logger: log,
    });
  }

  onApplicationBootstrap(): void {
    this.listener.start();
  }

  /** Whether announcements are being heard (reported by /api/health). */
  get listening(): boolean {
    return this.listener.listening;
  }

  /** True once the listener is connected, waiting for it at most `timeoutMs`. */
  listenerUp(timeoutMs: number): Promise<boolean> {
    return this.listener.ready(timeoutMs);
  }

  /**
   * Resolves true once every named projection is at or past `position`, false on timeout.
   * Throws InfrastructureUnavailable (503) while the listener cannot connect (after two seconds
   * at most): without it a wait could only end by timing out. The projections get longer (five
   * seconds by default): a busy projector is slow, not down, and a caller that stops waiting
   * reads its own write as not yet made.
   */
  async waitFor(
    position: Checkpoint,
    projections: readonly string[],
    timeoutMs = 5_000,
  ): Promise<boolean> {
    // Inside a request's transaction the projector cannot see the events before they commit.
    await requestTransaction()?.commitNow();
    if (!(await this.listener.ready(Math.min(timeoutMs, 2_000))))
      throw new InfrastructureUnavailable('listener');
    const results = await Promise.all(
      projections.map((projection) => this.waitOne(projection, position, timeoutMs)),
    );
    return results.every(Boolean);
  }

  /**
   * Waits until the read models show the stream as of a command's outcome: its new events, or,
   * when it decided nothing, the events already there. Read models written inline with the
   * events need no wait.
   */
  async settle(
    outcome: Pick<Outcome<unknown>, 'inline' | 'streamPosition'>,
    projections: readonly string[],
  ): Promise<void> {
    if (!outcome.inline && outcome.streamPosition)
      await this.waitFor(outcome.streamPosition, projections);
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
    const stored = await this.readStored(projection);
    return stored !== null && this.store.compare(stored, position) >= 0;
  }

  /** The projection's committed checkpoint from the table (noted, so waiters hear of it). */
  private async readStored(projection: string): Promise<Checkpoint | null> {
    const { rows } = await this.pool.query<{ checkpoint: string | null }>(
      'SELECT checkpoint FROM es.checkpoints WHERE name = $1',
      [`projection:${projection}`],
    );
    const stored = rows[0]?.checkpoint ?? null;
    if (stored) this.note(projection, stored);
    return stored;
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

  private async recheckWaiters(): Promise<void> {
    const projections = new Set([...this.waiters].map((waiter) => waiter.projection));
    for (const projection of projections) await this.readStored(projection).catch(() => undefined);
  }

  async close(): Promise<void> {
    for (const waiter of [...this.waiters]) waiter.resolve(false);
    await this.listener.close();
  }
}

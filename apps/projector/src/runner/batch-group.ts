import { type Checkpoint, type RecordedEvent, inTransaction } from '@lens/event-store';
import { inLockOrder } from '@lens/read-models';
import { type Projection, type Queryable, liveSchema } from '../projection';
import { type Move, lockedCheckpoints, moveCheckpoints } from './checkpoints';
import { checkpointName, lockBatches } from './locks';
import { pause } from './pause';
import { type RunnerOptions, applyBatch } from './projection-runner';
import { relevant } from './transaction';

interface Entry {
  projection: Projection;
  after: Checkpoint | null;
  events: readonly RecordedEvent[];
  /** The batch's events this projection reads. */
  mine: readonly RecordedEvent[];
  resolve(checkpoint: Checkpoint | null): void;
  reject(error: unknown): void;
}

type Options = Pick<RunnerOptions, 'pool' | 'logger' | 'pauseBeforeCheckpointMs'>;

const lastPosition = (events: readonly RecordedEvent[]) => events[events.length - 1]!.position;

/**
 * The projections of one process share each read of $all, so their batches arrive together;
 * they are applied together too (DESIGN §12: one transaction per batch). Within one turn of the
 * event loop, every projection with nothing in its batch moves its checkpoint in one statement
 * for all of them, and the others write their rows and move their checkpoints in one
 * transaction for all of them. That transaction takes the projections' batch locks, and writes
 * their rows, in `inLockOrder`: the order in which an append's inline work locks the read models
 * it writes, so the two never wait on each other in a cycle.
 *
 * Whatever does not go through as a group (a first batch, a checkpoint someone else moved, a
 * failing transaction) is applied projection by projection as before (`applyBatch`): one
 * projection that fails never holds the others back.
 */
export class BatchGroup {
  private pending: Entry[] = [];

  constructor(private readonly options: Options) {}

  apply(
    projection: Projection,
    after: Checkpoint | null,
    events: readonly RecordedEvent[],
  ): Promise<Checkpoint | null> {
    return new Promise((resolve, reject) => {
      if (this.pending.length === 0) setImmediate(() => void this.flush());
      const mine = relevant(projection, events);
      this.pending.push({ projection, after, events, mine, resolve, reject });
    });
  }

  private async flush(): Promise<void> {
    const group = this.pending;
    this.pending = [];
    const alone = (entry: Entry) =>
      applyBatch(this.options, entry.projection, entry.after, entry.events).then(
        entry.resolve,
        entry.reject,
      );
    // A first batch makes its checkpoint row: the single path knows how.
    const grouped = group.filter((entry) => entry.after !== null);
    const idle = grouped.filter((entry) => entry.mine.length === 0);
    const busy = grouped.filter((entry) => !idle.includes(entry));
    await Promise.all([
      ...group.filter((entry) => entry.after === null).map(alone),
      // With rows to write, the idle projections' checkpoints move in the same transaction's
      // checkpoint statement: one statement fewer per batch.
      busy.length > 0 ? this.applyTogether(busy, idle, alone) : this.moveIdle(idle, alone),
    ]);
  }

  /** One statement moves every idle projection's checkpoint; one that did not move goes alone. */
  private async moveIdle(idle: Entry[], alone: (entry: Entry) => Promise<void>): Promise<void> {
    if (idle.length === 0) return;
    let moved: Set<string>;
    try {
      moved = await moveCheckpoints(this.options.pool, idle.map(moveOf));
    } catch {
      await Promise.all(idle.map(alone));
      return;
    }
    await Promise.all(
      idle.map((entry) =>
        moved.has(entry.projection.name) ? entry.resolve(lastPosition(entry.events)) : alone(entry),
      ),
    );
  }

  /**
   * The busy projections' rows and checkpoints, and the idle ones' checkpoints, in one
   * transaction. An idle checkpoint that did not move (someone else moved it, no row) goes alone
   * once it has committed; when the transaction fails, every one of them goes alone.
   */
  private async applyTogether(
    busy: Entry[],
    idle: Entry[],
    alone: (entry: Entry) => Promise<void>,
  ) {
    const ordered = inLockOrder(busy.map((entry) => ({ name: entry.projection.name, entry }))).map(
      ({ entry }) => entry,
    );
    let outcome: Map<Entry, Checkpoint | null>;
    try {
      outcome = await inTransaction(this.options.pool, (client) =>
        this.writeTogether(client, ordered, idle),
      );
    } catch {
      await Promise.all([...ordered, ...idle].map(alone));
      return;
    }
    for (const entry of ordered) entry.resolve(outcome.get(entry) ?? null);
    await Promise.all(
      idle.map((entry) =>
        outcome.has(entry) ? entry.resolve(outcome.get(entry) ?? null) : alone(entry),
      ),
    );
  }

  private async writeTogether(client: Queryable, ordered: Entry[], idle: readonly Entry[]) {
    const names = ordered.map((entry) => entry.projection.name);
    await lockBatches(client, names);
    const stored = await lockedCheckpoints(client, names.map(checkpointName));
    const outcome = new Map<Entry, Checkpoint | null>();
    const writing = ordered.filter((entry) => {
      const current = stored.get(checkpointName(entry.projection.name)) ?? null;
      if (current !== entry.after) outcome.set(entry, null); // a rebuild swapped tables in
      return current === entry.after;
    });
    for (const entry of writing)
      await entry.projection.apply(client, liveSchema(entry.projection), entry.mine);
    if (this.options.pauseBeforeCheckpointMs && writing.length > 0) {
      for (const entry of writing)
        this.options.logger.info(
          { projection: entry.projection.name, events: entry.mine.length },
          'batch rows written',
        );
      await pause(this.options.pauseBeforeCheckpointMs);
    }
    const moved = await moveCheckpoints(client, [...writing, ...idle].map(moveOf));
    if (writing.some((entry) => !moved.has(entry.projection.name)))
      throw new Error('A checkpoint moved under its batch lock');
    for (const entry of [...writing, ...idle])
      if (moved.has(entry.projection.name)) outcome.set(entry, lastPosition(entry.events));
    return outcome;
  }
}

const moveOf = (entry: Entry): Move => ({
  projection: entry.projection.name,
  after: entry.after!,
  next: lastPosition(entry.events),
});

import { AsyncLocalStorage } from 'node:async_hooks';
import type { PoolClient, QueryConfig, QueryResult, QueryResultRow } from 'pg';

type QueryArgs = [text: string | QueryConfig, values?: unknown[]];

/**
 * One request's database work in one transaction on one connection (a command sent with an
 * Idempotency-Key): what the request writes (its events, their inline read-model rows, any other
 * row) commits together with the key's answer, or not at all. The transaction begins at the
 * request's first statement, so a request that streams a body first holds no transaction open.
 */
export class RequestTransaction {
  private beginning: Promise<unknown> | null = null;
  private state: 'open' | 'committed' | 'closed' = 'open';
  private savepoints = 0;
  private readonly afterCommit: (() => Promise<unknown>)[] = [];

  constructor(
    readonly client: PoolClient,
    /** Gives the connection (and the key's lock) back: once, when the request is over. */
    private readonly release: () => Promise<void>,
  ) {}

  /** True while the request's statements go into its transaction (not committed, not over). */
  get holding(): boolean {
    return this.state === 'open';
  }

  /** True until the request is over: its statements go to its own connection. */
  get active(): boolean {
    return this.state !== 'closed';
  }

  /** Whether a statement was run in the transaction (so there is something to commit). */
  get began(): boolean {
    return this.beginning !== null;
  }

  query<R extends QueryResultRow>(...[text, values]: QueryArgs): Promise<QueryResult<R>> {
    // pg runs a connection's statements in the order they were given: BEGIN goes first.
    if (this.state === 'open' && !this.beginning)
      this.beginning = this.client.query('BEGIN').catch(() => undefined);
    return this.client.query<R>(text as QueryConfig, values);
  }

  /**
   * A client for code that runs its own transaction (`BEGIN` … `COMMIT`, e.g. the event store's
   * append with its inline rows): inside the request's transaction it becomes a savepoint.
   */
  savepointClient(): PoolClient {
    const name = `request_sp_${(this.savepoints += 1)}`;
    const translate = (text: string): string => {
      const statement = text.trim().replace(/;$/, '').toUpperCase();
      if (statement === 'BEGIN') return `SAVEPOINT ${name}`;
      if (statement === 'COMMIT') return `RELEASE SAVEPOINT ${name}`;
      if (statement === 'ROLLBACK')
        return `ROLLBACK TO SAVEPOINT ${name}; RELEASE SAVEPOINT ${name}`;
      return text;
    };
    const query = (text: string | QueryConfig, values?: unknown[]) =>
      this.query(
        typeof text === 'string' && this.holding ? translate(text) : text,
        values as unknown[],
      );
    return new Proxy(this.client, {
      get: (target, property, receiver) => {
        if (property === 'query') return query;
        // The connection stays the request's: giving it back is the request's end, not this one's.
        if (property === 'release') return () => undefined;
        const value = Reflect.get(target, property, receiver) as unknown;
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
      },
    });
  }

  /** Runs after the commit (queued jobs: a job must never find what it is about uncommitted). */
  onCommit(work: () => Promise<unknown>): void {
    if (this.holding) this.afterCommit.push(work);
    else void work().catch(() => undefined);
  }

  /**
   * Commits what the request has written so far (a read-your-writes wait needs the projector to
   * see it); from here on its statements commit one by one, and the key's answer is stored after.
   */
  async commitNow(): Promise<void> {
    if (this.state !== 'open') return;
    this.state = 'committed';
    if (this.beginning) await this.client.query('COMMIT');
    await this.runAfterCommit();
  }

  /**
   * Ends the request's transaction: `store` (the key's answer) runs in it and everything commits,
   * or, without `store`, everything is rolled back. Jobs queued meanwhile are sent after a commit.
   * The connection goes back to the pool either way.
   */
  async finish(store: ((db: RequestTransaction) => Promise<void>) | null): Promise<void> {
    if (this.state === 'closed') return;
    const holding = this.state === 'open';
    try {
      if (store) {
        await store(this);
        if (holding && this.beginning) await this.client.query('COMMIT');
        this.state = 'closed';
        await this.runAfterCommit();
      } else {
        this.state = 'closed';
        if (holding && this.beginning) await this.client.query('ROLLBACK');
      }
    } finally {
      if (this.state !== 'closed' && holding && this.beginning)
        await this.client.query('ROLLBACK').catch(() => undefined);
      this.state = 'closed';
      await this.release();
    }
  }

  private async runAfterCommit(): Promise<void> {
    const work = this.afterCommit.splice(0);
    await Promise.allSettled(work.map((run) => run()));
  }
}

const current = new AsyncLocalStorage<RequestTransaction>();

/** The transaction of the request this code runs for, if it has one and it is not over. */
export function requestTransaction(): RequestTransaction | null {
  const transaction = current.getStore();
  return transaction?.active ? transaction : null;
}

export function runInRequestTransaction<T>(transaction: RequestTransaction, work: () => T): T {
  return current.run(transaction, work);
}

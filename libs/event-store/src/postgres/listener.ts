import { Client, type ClientConfig } from 'pg';

export interface ListenerLogger {
  warn(message: string, context?: Record<string, unknown>): void;
  info?(message: string, context?: Record<string, unknown>): void;
}

export interface PgListenerOptions {
  /** How to connect (a pool's `options` will do). */
  connection: ClientConfig;
  channels: readonly string[];
  onNotification(channel: string, payload: string): void;
  /**
   * Called on every (re)connection, once LISTEN is in place. Notifications sent while the
   * listener was down are lost: consumers re-read whatever they track here.
   */
  onConnected?(): void;
  /** Called when a connection is lost (or a connect fails) before the next try. */
  onLost?(error: unknown): void;
  logger?: ListenerLogger;
  /** Back-off between connection attempts: from the first value, doubling, up to the second. */
  retryMs?: readonly [first: number, last: number];
}

const CHANNEL = /^[a-z_][a-z0-9_]*$/;

/**
 * A LISTEN connection that survives its server: when the connection fails or a connect is
 * refused (PostgreSQL restarting, `max_connections` reached, the backend terminated), it tries
 * again with back-off for as long as it is open, and says meanwhile that it is not listening.
 * Never caches a failure: every attempt is a fresh client.
 */
export class PgListener {
  private running: Promise<void> | null = null;
  private closed = false;
  private client: Client | null = null;
  private connectedNow = false;
  private readonly readyWaiters = new Set<() => void>();
  private wakeRetry: (() => void) | null = null;
  private failures = 0;

  constructor(private readonly options: PgListenerOptions) {
    for (const channel of options.channels)
      if (!CHANNEL.test(channel)) throw new Error(`Bad channel name: ${channel}`);
  }

  /** True while a connection is up and listening. */
  get listening(): boolean {
    return this.connectedNow;
  }

  /** Starts connecting (once; later calls do nothing). */
  start(): void {
    if (this.closed) return;
    this.running ??= this.run();
  }

  /** Resolves true once listening (at once when it is), false if not within `timeoutMs`. */
  ready(timeoutMs: number): Promise<boolean> {
    this.start();
    if (this.connectedNow) return Promise.resolve(true);
    if (this.closed || timeoutMs <= 0) return Promise.resolve(false);
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.readyWaiters.delete(done);
        resolve(this.connectedNow);
      };
      const timer = setTimeout(done, timeoutMs);
      this.readyWaiters.add(done);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    this.wakeRetry?.();
    await this.client?.end().catch(() => undefined);
    await this.running;
    for (const waiter of [...this.readyWaiters]) waiter();
  }

  private async run(): Promise<void> {
    const [firstMs, lastMs] = this.options.retryMs ?? [100, 5_000];
    while (!this.closed) {
      const lost = await this.connectOnce();
      if (this.closed) break;
      this.options.onLost?.(lost);
      this.failures += 1;
      const delayMs = Math.min(lastMs, firstMs * 2 ** Math.min(this.failures - 1, 16));
      if (this.failures === 1 || this.failures % 10 === 0)
        this.options.logger?.warn('database listener down; reconnecting', {
          channels: this.options.channels.join(','),
          error: String(lost),
          attempt: this.failures,
          retryInMs: delayMs,
        });
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delayMs);
        this.wakeRetry = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wakeRetry = null;
    }
  }

  /** One connection's life: resolves with why it ended (a failed connect included). */
  private async connectOnce(): Promise<unknown> {
    const client = new Client({ ...this.options.connection, keepAlive: true });
    let endedBecause: unknown = new Error('listener connection ended');
    const ended = new Promise<void>((resolve) => {
      client.on('error', (error) => {
        endedBecause = error;
        resolve();
      });
      client.on('end', () => resolve());
    });
    client.on('notification', (message) =>
      this.options.onNotification(message.channel, message.payload ?? ''),
    );
    try {
      // close() does not end a client still connecting (pg's connect never settles if end()
      // comes first, and close() would wait for ever): it is ended just below once connected.
      await client.connect();
      for (const channel of this.options.channels) await client.query(`LISTEN ${channel}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      return error;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return endedBecause;
    }
    this.client = client;
    if (this.failures > 0)
      this.options.logger?.info?.('database listener reconnected', {
        channels: this.options.channels.join(','),
        afterAttempts: this.failures,
      });
    this.failures = 0;
    this.connectedNow = true;
    this.options.onConnected?.();
    for (const waiter of [...this.readyWaiters]) waiter();
    await ended;
    this.connectedNow = false;
    this.client = null;
    await client.end().catch(() => undefined);
    return endedBecause;
  }
}

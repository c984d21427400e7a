import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { CLOCK, type Clock } from '../clock/clock';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { PG_POOL } from '../infrastructure/tokens';
import { RequestTransaction } from './request-transaction';

/** How long a key's answer is kept (the IETF draft leaves it to the server; Stripe keeps 24 h). */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
const CLEANUP_EVERY_MS = 10 * 60 * 1000;

/** The first answer to a key, as it went out. */
export interface StoredAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

export type Claim =
  /** Another request holds the key right now. */
  | { kind: 'busy' }
  /** The key answered already, to another request. */
  | { kind: 'mismatch' }
  /** The key answered already, to this same request. */
  | { kind: 'replay'; answer: StoredAnswer }
  /** The key is this request's: run it in the transaction, then `store` its answer. */
  | {
      kind: 'run';
      transaction: RequestTransaction;
      store: (answer: StoredAnswer) => Promise<void>;
    };

/** The caller a key belongs to, and the key: one row, one lock. */
export function scopeKeyOf(scope: string, key: string): Buffer {
  return createHash('sha256').update(scope).update('\0').update(key).digest();
}

/** The session advisory lock a running request holds on its key (64 bits of the scope key). */
export const lockIdOf = (scopeKey: Buffer): string => scopeKey.readBigInt64BE(0).toString();

/**
 * The keys' answers in PostgreSQL (`idempotency_keys`), where every api process sees them. While
 * a request runs under a key it holds a session advisory lock on it, on the connection that
 * carries its transaction: a second request with the key meets the lock (409), and a process that
 * dies drops its connection, which rolls its writes back and frees the key for the retry.
 */
@Injectable()
export class IdempotencyKeys implements OnModuleDestroy {
  private readonly secret: Buffer;
  private readonly cleanup: NodeJS.Timeout;

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.secret = config.keys.idempotency;
    this.cleanup = setInterval(
      () => void this.forgetExpired().catch(() => undefined),
      CLEANUP_EVERY_MS,
    );
    this.cleanup.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.cleanup);
  }

  /** An HMAC of what makes a request the same request (bodies carry passwords: never a plain hash). */
  fingerprint(parts: readonly string[]): Buffer {
    const hmac = createHmac('sha256', this.secret);
    for (const part of parts) hmac.update(part).update('\0');
    return hmac.digest();
  }

  async claim(scope: string, key: string, fingerprint: Buffer): Promise<Claim> {
    const scopeKey = scopeKeyOf(scope, key);
    const lock = lockIdOf(scopeKey);
    const client = await this.pool.connect();
    type Row = { free: boolean; fingerprint: Buffer | null; answer: Buffer | null };
    let row: Row;
    try {
      const { rows } = await client.query<Row>(
        `SELECT pg_try_advisory_lock($1::bigint) AS free, k.fingerprint, k.answer
           FROM (VALUES (1)) AS one (n)
           LEFT JOIN idempotency_keys k ON k.scope_key = $2 AND k.expires_at > $3`,
        [lock, scopeKey, this.clock.now()],
      );
      row = rows[0]!;
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
    if (!row.free) {
      client.release();
      return { kind: 'busy' };
    }
    if (row.fingerprint && row.answer) {
      await this.release(client, lock);
      return row.fingerprint.equals(fingerprint)
        ? { kind: 'replay', answer: this.open(row.answer) }
        : { kind: 'mismatch' };
    }
    const transaction = new RequestTransaction(client, () => this.release(client, lock));
    const store = (answer: StoredAnswer) => this.store(transaction, scopeKey, fingerprint, answer);
    return { kind: 'run', transaction, store };
  }

  /** Gives the key's lock back and the connection to the pool (a broken one is dropped). */
  private async release(client: PoolClient, lock: string): Promise<void> {
    try {
      await client.query('SELECT pg_advisory_unlock($1::bigint)', [lock]);
      client.release();
    } catch (error) {
      client.release(error as Error);
    }
  }

  private async store(
    db: RequestTransaction,
    scopeKey: Buffer,
    fingerprint: Buffer,
    answer: StoredAnswer,
  ): Promise<void> {
    const now = this.clock.now();
    await db.query(
      `INSERT INTO idempotency_keys (scope_key, fingerprint, status, answer, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (scope_key) DO UPDATE SET fingerprint = EXCLUDED.fingerprint,
         status = EXCLUDED.status, answer = EXCLUDED.answer,
         created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at`,
      [
        scopeKey,
        fingerprint,
        answer.status,
        this.seal(answer),
        now,
        new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_MS),
      ],
    );
  }

  /** Deletes answers past their 24 hours (every api process does, every ten minutes). */
  async forgetExpired(): Promise<number> {
    const { rowCount } = await this.pool.query(
      'DELETE FROM idempotency_keys WHERE expires_at <= $1',
      [this.clock.now()],
    );
    return rowCount ?? 0;
  }

  /** AES-256-GCM: an answer can carry a session token, which the database never holds readable. */
  private seal(answer: StoredAnswer): Buffer {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.secret, iv);
    const plain = Buffer.from(
      JSON.stringify({ s: answer.status, h: answer.headers, b: answer.body.toString('base64') }),
    );
    const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), sealed]);
  }

  private open(sealed: Buffer): StoredAnswer {
    const decipher = createDecipheriv('aes-256-gcm', this.secret, sealed.subarray(0, 12));
    decipher.setAuthTag(sealed.subarray(12, 28));
    const plain = Buffer.concat([decipher.update(sealed.subarray(28)), decipher.final()]);
    const { s, h, b } = JSON.parse(plain.toString()) as {
      s: number;
      h: StoredAnswer['headers'];
      b: string;
    };
    return { status: s, headers: h, body: Buffer.from(b, 'base64') };
  }
}

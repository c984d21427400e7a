import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { Failure } from '../http/failure';
import { REDIS } from '../infrastructure/tokens';

/**
 * The open sessions, in Redis: one key per session id (the token's `sid`) that lives exactly
 * as long as its token, and per profile the set of its session ids. A token is honoured only
 * while its session key exists, so ending a session (sign-out, the end of an impersonation) or
 * all of a profile's sessions (a password reset) takes effect on the very next request, and a
 * Redis that lost its data signs everyone out rather than bringing ended sessions back.
 *
 * Redis unreachable: every check fails closed with 503 SERVICE_UNAVAILABLE (never a 500, never
 * a session honoured unchecked).
 */
@Injectable()
export class SessionRegistry {
  private readonly prefix: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.prefix = `${config.redis.prefix}:session`;
  }

  /**
   * Records a new session of `profileId`, open for `ttlSeconds` (the token's life by the app's
   * clock, which may be pinned elsewhere in time than Redis's).
   */
  async open(sessionId: string, profileId: string, ttlSeconds: number): Promise<void> {
    const all = this.profileKey(profileId);
    const ttl = Math.max(1, Math.ceil(ttlSeconds));
    await this.run(() =>
      this.redis
        .multi()
        .set(this.sessionKey(sessionId), profileId, 'EX', ttl)
        .sadd(all, sessionId)
        // NX sets the first expiry, GT only ever moves it later: the set outlives every member.
        .expire(all, ttl, 'NX')
        .expire(all, ttl, 'GT')
        .exec(),
    );
  }

  /** Whether the session is still open (not ended, not expired). */
  async isOpen(sessionId: string): Promise<boolean> {
    return (await this.run(() => this.redis.exists(this.sessionKey(sessionId)))) === 1;
  }

  /** Ends one session. */
  async close(sessionId: string, profileId: string): Promise<void> {
    await this.run(() =>
      this.redis
        .multi()
        .del(this.sessionKey(sessionId))
        .srem(this.profileKey(profileId), sessionId)
        .exec(),
    );
  }

  /** Ends every session of the profile; answers how many were open. */
  async closeAll(profileId: string): Promise<number> {
    const all = this.profileKey(profileId);
    const ids = await this.run(() => this.redis.smembers(all));
    const keys = ids.map((id) => this.sessionKey(id));
    const results = await this.run(() =>
      this.redis
        .multi()
        .del(...keys, all)
        .exec(),
    );
    const deleted = Number(results?.[0]?.[1] ?? 0);
    return Math.max(0, deleted - 1);
  }

  private sessionKey(sessionId: string) {
    return `${this.prefix}:${sessionId}`;
  }

  private profileKey(profileId: string) {
    return `${this.prefix}s:${profileId}`;
  }

  private async run<T>(command: () => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await command();
    } catch {
      throw new Failure('SERVICE_UNAVAILABLE');
    }
    // A transaction reports each command's error in its answer instead of throwing.
    if (Array.isArray(result) && result.some((entry) => Array.isArray(entry) && entry[0]))
      throw new Failure('SERVICE_UNAVAILABLE');
    return result;
  }
}

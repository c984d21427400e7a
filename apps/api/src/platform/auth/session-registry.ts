import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { Failure } from '../http/failure';
import { REDIS } from '../infrastructure/tokens';

/** Who opened a session for someone else: the staff member's own session (impersonation). */
export interface SessionOwner {
  sessionId: string;
  profileId: string;
}

/**
 * Opens a session started from another (KEYS: the starter's session, the child's session, the
 * child's profile set, the starter's children, the starter's profile's children; ARGV: the
 * child's profile, ttl, child id): only while the starter's session is open, so a sign-out that
 * races the start cannot leave a child behind. 0 when the starter's session is gone.
 */
const OPEN_STARTED_BY = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
redis.call('SET', KEYS[2], ARGV[1], 'EX', ARGV[2])
for i = 3, 5 do
  redis.call('SADD', KEYS[i], ARGV[3])
  redis.call('EXPIRE', KEYS[i], ARGV[2], 'NX')
  redis.call('EXPIRE', KEYS[i], ARGV[2], 'GT')
end
return 1`;

/**
 * The open sessions, in Redis: one key per session id (the token's `sid`) that lives exactly
 * as long as its token, and per profile the set of its session ids. A token is honoured only
 * while its session key exists, so ending a session (sign-out, the end of an impersonation) or
 * all of a profile's sessions (a password reset) takes effect on the very next request, and a
 * Redis that lost its data signs everyone out rather than bringing ended sessions back.
 *
 * A session a staff member opens for a patient (an impersonation) is also kept under the staff
 * member's own session and profile: it ends with the session it was started from (sign-out) and
 * with every session of its starter (a password reset), never outliving them (issue 26 item 5).
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
  async open(
    sessionId: string,
    profileId: string,
    ttlSeconds: number,
    startedBy?: SessionOwner,
  ): Promise<void> {
    const all = this.profileKey(profileId);
    const ttl = Math.max(1, Math.ceil(ttlSeconds));
    if (startedBy) {
      const opened = await this.run(() =>
        this.redis.eval(
          OPEN_STARTED_BY,
          5,
          this.sessionKey(startedBy.sessionId),
          this.sessionKey(sessionId),
          all,
          this.startedKey(startedBy.sessionId),
          this.startedKey(startedBy.profileId),
          profileId,
          ttl,
          sessionId,
        ),
      );
      if (opened !== 1) throw new Failure('SESSION_ENDED');
      return;
    }
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

  /** Ends one session, and the sessions started from it. */
  async close(sessionId: string, profileId: string): Promise<void> {
    const started = this.startedKey(sessionId);
    const children = await this.run(() => this.redis.smembers(started));
    await this.run(() =>
      this.redis
        .multi()
        .del(this.sessionKey(sessionId), ...children.map((id) => this.sessionKey(id)), started)
        .srem(this.profileKey(profileId), sessionId)
        .exec(),
    );
  }

  /**
   * Ends every session of the profile and every session started from one of them; answers how
   * many of the profile's own were open.
   */
  async closeAll(profileId: string): Promise<number> {
    const all = this.profileKey(profileId);
    const started = this.startedKey(profileId);
    const [ids, children] = await Promise.all([
      this.run(() => this.redis.smembers(all)),
      this.run(() => this.redis.smembers(started)),
    ]);
    const results = await this.run(() =>
      this.redis
        .multi()
        .del(...ids.map((id) => this.sessionKey(id)), all)
        .del(...children.map((id) => this.sessionKey(id)), started)
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

  /** The sessions started from a session, or from any session of a profile (ids never collide). */
  private startedKey(sessionOrProfileId: string) {
    return `${this.prefix}-started:${sessionOrProfileId}`;
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

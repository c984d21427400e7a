import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { Failure } from '../../platform/http/failure';
import { REDIS } from '../../platform/infrastructure/tokens';

/**
 * Sign-in limits, keyed so that someone guessing a password slows only themselves (OWASP
 * Authentication Cheat Sheet, "account lockout"; GitHub and Okta throttle per address and
 * account and spare the devices an account is known to use):
 *
 * - per address and account: tries of one account from one address (the guesser's own lane;
 *   a right password clears it);
 * - per address: tries from one address across accounts (credential stuffing);
 * - per account, softer: wrong passwords from anywhere (every try is counted before the check
 *   and a right one given back); above it only addresses the account signed in from lately may
 *   still try, so a thousand addresses cannot lock the owner out.
 *
 * Allowances are multiplied by RATE_LIMIT_SCALE like every other limit.
 */
export const LOGIN_LIMITS = {
  addressAndAccount: { points: 5, windowSeconds: 15 * 60 },
  address: { points: 30, windowSeconds: 60 * 60 },
  account: { points: 20, windowSeconds: 60 * 60 },
  /** How long an address the account signed in from counts as the owner's. */
  knownAddressSeconds: 30 * 24 * 60 * 60,
} as const;

/** One sign-in attempt as the limits see it: counted before the password is checked. */
export interface LoginAttempt {
  pair: string;
  address: string;
  account: string;
}

const digest = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);

@Injectable()
export class LoginThrottle {
  private readonly pair: RateLimiterRedis;
  private readonly address: RateLimiterRedis;
  private readonly account: RateLimiterRedis;
  private readonly knownPrefix: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    const prefix = `${config.redis.prefix}:login`;
    const limiter = (name: string, rule: { points: number; windowSeconds: number }) =>
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${prefix}:${name}`,
        points: Math.max(1, Math.round(rule.points * config.rateLimitScale)),
        duration: rule.windowSeconds,
      });
    this.pair = limiter('pair', LOGIN_LIMITS.addressAndAccount);
    this.address = limiter('address', LOGIN_LIMITS.address);
    this.account = limiter('account', LOGIN_LIMITS.account);
    this.knownPrefix = `${prefix}:known`;
  }

  /**
   * Counts an attempt of `email` from `ip` before its password is checked, in every limit and
   * each with one atomic consume (issue 26 item 3: the account's count was read first and
   * charged after argon2, so a burst of parallel guesses from many addresses was evaluated
   * whole); 429 RATE_LIMITED when a limit is reached. Past the account's limit an address the
   * account signed in from may still try.
   */
  async begin(ip: string, email: string): Promise<LoginAttempt> {
    const attempt = this.attemptOf(ip, email);
    await this.guard(async () => {
      await this.pair.consume(attempt.pair);
      await this.address.consume(attempt.address);
      await this.account.consume(attempt.account).catch(async (over: unknown) => {
        if (!(over instanceof RateLimiterRes) || !(await this.isKnown(attempt))) throw over;
      });
    });
    return attempt;
  }

  /** The right password: its try is given back, the address's lane cleared and made a known one. */
  async succeeded(attempt: LoginAttempt): Promise<void> {
    await this.guard(async () => {
      await this.account.reward(attempt.account);
      await this.pair.delete(attempt.pair);
      await this.address.reward(attempt.address);
      await this.redis.set(this.knownKey(attempt), '1', 'EX', LOGIN_LIMITS.knownAddressSeconds);
    });
  }

  /** Neither right nor wrong (the check itself failed, an outage): the account's try is given back. */
  async undecided(attempt: LoginAttempt): Promise<void> {
    await this.guard(() => this.account.reward(attempt.account));
  }

  /** The address an account was registered from is one of its owner's. */
  async remember(ip: string, email: string): Promise<void> {
    const attempt = this.attemptOf(ip, email);
    await this.guard(() =>
      this.redis.set(this.knownKey(attempt), '1', 'EX', LOGIN_LIMITS.knownAddressSeconds),
    );
  }

  private attemptOf(ip: string, email: string): LoginAttempt {
    const account = digest(email.trim().toLowerCase());
    const address = digest(ip);
    return { pair: `${address}:${account}`, address, account };
  }

  private async isKnown(attempt: LoginAttempt): Promise<boolean> {
    return (await this.redis.exists(this.knownKey(attempt))) === 1;
  }

  private knownKey(attempt: LoginAttempt) {
    return `${this.knownPrefix}:${attempt.pair}`;
  }

  /** 429 over a limit; 503 when Redis cannot be asked (fail closed, never unlimited). */
  private async guard<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof RateLimiterRes)
        throw new Failure('RATE_LIMITED', 'body', {
          retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)),
        });
      throw new Failure('SERVICE_UNAVAILABLE');
    }
  }
}

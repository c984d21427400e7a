import {
  type CanActivate,
  type ExecutionContext,
  Inject,
  Injectable,
  SetMetadata,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { APP_CONFIG, type AppConfig } from '../config/config';
import type { RequestWithActor } from '../auth/access';
import { Failure } from '../http/failure';
import { InfrastructureUnavailable } from '../infrastructure/outage';
import { REDIS } from '../infrastructure/tokens';

export interface RateLimitRule {
  /** Names the counter; one per protected action. */
  name: string;
  /** Requests allowed per window (multiplied by RATE_LIMIT_SCALE). */
  points: number;
  windowSeconds: number;
  /** What is counted: the caller's address (default), or a value of the request too. */
  keyOf?: (request: RequestWithActor) => string | undefined;
}

export const RATE_LIMIT = Symbol('rate-limit');

/** Limits a route; over the limit the caller gets 429 RATE_LIMITED (and the web /limiter). */
export const RateLimit = (rule: RateLimitRule) => SetMetadata(RATE_LIMIT, rule);

/** Counts per caller address and, where given, per the request's own key (e-mail, phone). */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly limiters = new Map<string, RateLimiterRedis>();

  constructor(
    private readonly reflector: Reflector,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.get<RateLimitRule | undefined>(RATE_LIMIT, context.getHandler());
    if (!rule) return true;
    const request = context.switchToHttp().getRequest<RequestWithActor>();
    const keys = [`ip:${request.ip ?? 'unknown'}`];
    const own = rule.keyOf?.(request);
    if (own) keys.push(`key:${own.toLowerCase()}`);
    const limiter = this.limiterFor(rule);
    try {
      for (const key of keys) await limiter.consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes)
        throw new Failure('RATE_LIMITED', 'body', {
          retryAfterSeconds: Math.ceil(error.msBeforeNext / 1000),
        });
      // Limits fail closed: without Redis nothing can be counted, so the route answers 503
      // rather than let unlimited attempts through (docs/decisions.md, "Faults").
      throw new InfrastructureUnavailable('redis', error);
    }
    return true;
  }

  private limiterFor(rule: RateLimitRule): RateLimiterRedis {
    let limiter = this.limiters.get(rule.name);
    if (!limiter) {
      limiter = new RateLimiterRedis({
        storeClient: this.redis,
        keyPrefix: `${this.config.redis.prefix}:rl:${rule.name}`,
        points: Math.max(1, Math.round(rule.points * this.config.rateLimitScale)),
        duration: rule.windowSeconds,
        rejectIfRedisNotReady: true,
      });
      this.limiters.set(rule.name, limiter);
    }
    return limiter;
  }
}

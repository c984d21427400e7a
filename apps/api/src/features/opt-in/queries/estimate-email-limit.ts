import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/config';
import { REDIS } from '../../../platform/infrastructure/tokens';
import { ESTIMATE_EMAIL_LIMIT } from '../opt-in-limits';

/** Whether this caller has used up today's estimate e-mails. */
export class EstimateEmailLimitQuery extends Query<{ isEmailLimited: boolean }> {
  constructor(readonly ip: string | undefined) {
    super();
  }
}

@QueryHandler(EstimateEmailLimitQuery)
export class EstimateEmailLimitHandler implements IQueryHandler<EstimateEmailLimitQuery> {
  /** Reads the very counter RateLimitGuard keeps for ESTIMATE_EMAIL_LIMIT (same key and size). */
  private readonly limiter: RateLimiterRedis;
  private readonly points: number;

  constructor(@Inject(REDIS) redis: Redis, @Inject(APP_CONFIG) config: AppConfig) {
    this.points = Math.max(1, Math.round(ESTIMATE_EMAIL_LIMIT.points * config.rateLimitScale));
    this.limiter = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${config.redis.prefix}:rl:${ESTIMATE_EMAIL_LIMIT.name}`,
      points: this.points,
      duration: ESTIMATE_EMAIL_LIMIT.windowSeconds,
    });
  }

  async execute({ ip }: EstimateEmailLimitQuery) {
    const used = await this.limiter.get(`ip:${ip ?? 'unknown'}`);
    return { isEmailLimited: used !== null && used.consumedPoints >= this.points };
  }
}

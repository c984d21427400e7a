import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { dayOf, type Language, type Message } from '@lens/domain';
import { type EventStore, isWrongExpectedVersion } from '@lens/event-store';
import type { SendResults } from '@lens/validation';
import type { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { bodyKey } from '../../platform/auth/request-keys';
import { CLOCK, type Clock } from '../../platform/clock/clock';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { type CommandContext, metadataOf } from '../../platform/event-sourcing/command-context';
import { RewardEstimator } from '../estimator/reward-estimator';
import { EVENT_STORE, REDIS } from '../../platform/infrastructure/tokens';
import type { EstimateResultsJob } from '../../platform/jobs/job-definitions';
import { JobQueue, requestKey } from '../../platform/jobs/job-queue';
import { type MailEvent, mailJobsOf } from '../../platform/jobs/mail-plans';
import { PracticeDirectory } from '../practices/practice-directory';
import type { RateLimitRule } from '../../platform/rate-limit/rate-limit';

/**
 * A visitor asked for their estimate by e-mail (stream `estimate-results-<key of the request
 * and the day>`, so the same request on the same day is recorded once): the figures the server
 * computed, as the e-mail shows them.
 */
export type EstimateResultsRequested = Message<'EstimateResultsRequested', EstimateResultsJob>;

/** Estimate e-mails: 5 a day per e-mail address and per caller address. */
export const ESTIMATE_EMAIL_LIMIT: RateLimitRule = {
  name: 'estimate-email',
  points: 5,
  windowSeconds: 86_400,
  keyOf: (request) => bodyKey(request, 'email'),
};

@Injectable()
export class EstimateEmail {
  /** Reads the very counter RateLimitGuard keeps for ESTIMATE_EMAIL_LIMIT (same key and size). */
  private readonly limiter: RateLimiterRedis;
  private readonly points: number;

  constructor(
    private readonly estimator: RewardEstimator,
    private readonly directory: PracticeDirectory,
    private readonly jobs: JobQueue,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(REDIS) redis: Redis,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.points = Math.max(1, Math.round(ESTIMATE_EMAIL_LIMIT.points * config.rateLimitScale));
    this.limiter = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${config.redis.prefix}:rl:${ESTIMATE_EMAIL_LIMIT.name}`,
      points: this.points,
      duration: ESTIMATE_EMAIL_LIMIT.windowSeconds,
    });
  }

  /** True once this caller has used up today's estimate e-mails. */
  async isLimited(ip: string | undefined): Promise<boolean> {
    const used = await this.limiter.get(`ip:${ip ?? 'unknown'}`);
    return used !== null && used.consumedPoints >= this.points;
  }

  /**
   * Recomputes the estimate (never trusts the caller's figures), records the request and queues
   * the e-mail under the event's id. The same request on the same day finds its event recorded
   * already and mails once; the worker's process manager plans the same job from the event, so
   * a crash between the two steps loses nothing.
   */
  async send(
    request: SendResults,
    fallbackLanguage: Language,
    context: CommandContext = {},
  ): Promise<{ queued: true }> {
    const now = this.clock.now();
    const estimate = await this.estimator.estimate(request);
    const practice = request.sap ? await this.directory.bySap(request.sap) : null;
    const language = request.language ?? fallbackLanguage;
    const patientName = request.patient_name ? request.patient_name : null;
    const streamId = `estimate-results-${requestKey({ ...request, language, day: dayOf(now.getTime()) })}`;
    const event = await this.recordOnce(streamId, context, {
      type: 'EstimateResultsRequested',
      data: {
        email: request.email,
        language,
        patientName,
        brand: request.brand,
        monthlyAmount: request.monthly_amount,
        practice: practice && {
          sap: practice.sap,
          display_name: practice.display_name,
          url: practice.url,
        },
        estimate: {
          awardAmount: estimate.awardAmount,
          bonusAmount: estimate.bonusAmount,
          newWearer: estimate.newWearer,
          subPhase: estimate.subPhase,
        },
        requestedAt: now.toISOString(),
      },
    });
    await this.jobs.enqueueAll(mailJobsOf(event));
    return { queued: true };
  }

  /** Starts the request's stream with the event, or finds the event it was started with. */
  private async recordOnce(
    streamId: string,
    context: CommandContext,
    event: EstimateResultsRequested,
  ): Promise<MailEvent> {
    const id = randomUUID();
    try {
      await this.store.append(
        streamId,
        [{ id, ...event, metadata: metadataOf(context) }],
        'no_stream',
      );
      return { id, streamId, ...event };
    } catch (error) {
      if (!isWrongExpectedVersion(error)) throw error;
      const [first] = await this.store.readStream(streamId, { toRevision: 0 });
      if (!first) throw error;
      return first;
    }
  }
}

import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PASSWORD_RESET_TTL_MINUTES, profileDecider } from '@lens/domain';
import type { EventStore } from '@lens/event-store';
import type { Redis } from 'ioredis';
import type { Pool } from 'pg';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/config';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { writeAggregate } from '../../../platform/event-sourcing/write-aggregate';
import { Failure } from '../../../platform/http/failure';
import { InfrastructureUnavailable } from '../../../platform/infrastructure/outage';
import { EVENT_STORE, PG_POOL, REDIS } from '../../../platform/infrastructure/tokens';
import { JobQueue } from '../../../platform/jobs/job-queue';
import { mailJobsOf } from '../../../platform/jobs/mail-plans';
import { Credentials } from '../credentials';
import { resetToken, resetTokenHash } from '../password-reset-link';
import { profileStream } from '../profile-stream';

/** Reset links one inbox receives in an hour, whoever asks (times RATE_LIMIT_SCALE). */
export const RESET_MAILS_PER_HOUR = 5;

/**
 * Forgotten passwords (issue 17), the link by e-mail: a request for a registered e-mail records
 * `PasswordResetRequested` on the profile's stream and queues the e-mail under the event's id
 * (the process manager plans the same job from the event, so a crash in between loses nothing);
 * any other address gets the same answer and nothing happens.
 *
 * Issue 26 item 10: the requests are limited per caller (the route's limits), so nobody can
 * spend the owner's tries; what an inbox receives is capped apart: past `RESET_MAILS_PER_HOUR`
 * the answer is the same 202 and nothing is sent. The owner is told nothing new (the links
 * already sent still work), and the answer tells the caller nothing.
 */
export class RequestPasswordResetCommand extends Command<{ requested: true }> {
  constructor(
    readonly email: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand> {
  private readonly mailsPerInbox: RateLimiterRedis;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly credentials: Credentials,
    private readonly jobs: JobQueue,
    @Inject(REDIS) redis: Redis,
  ) {
    this.mailsPerInbox = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${config.redis.prefix}:rl:password-reset-mails`,
      points: Math.max(1, Math.round(RESET_MAILS_PER_HOUR * config.rateLimitScale)),
      duration: 3_600,
      rejectIfRedisNotReady: true,
    });
  }

  async execute({ email, context }: RequestPasswordResetCommand): Promise<{ requested: true }> {
    const credential = await this.credentials.findByEmail(email);
    if (credential && (await this.inboxHasRoom(credential.profileId)))
      await this.sendLink(credential.profileId, context);
    return { requested: true };
  }

  /** Counts a link towards the inbox's hour; false once the hour's links are all sent. */
  private async inboxHasRoom(profileId: string): Promise<boolean> {
    try {
      await this.mailsPerInbox.consume(profileId);
      return true;
    } catch (error) {
      if (error instanceof RateLimiterRes) return false;
      throw new InfrastructureUnavailable('redis', error);
    }
  }

  private async sendLink(profileId: string, context: CommandContext): Promise<void> {
    const now = this.clock.now();
    const resetId = randomUUID();
    const token = resetToken(this.config.keys.signedLinks, resetId);
    // The link is stored before it is announced: an e-mail never carries a link that cannot work.
    await this.pool.query(
      `INSERT INTO password_resets (reset_id, profile_id, token_hash, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [
        resetId,
        profileId,
        resetTokenHash(token),
        now,
        new Date(now.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000),
      ],
    );
    const outcome = await writeAggregate({
      store: this.store,
      stream: profileStream(profileId),
      decider: profileDecider,
      command: { type: 'RequestPasswordReset', data: { resetId } },
      env: { now: now.getTime() },
      context: { ...context, actor: context.actor ?? { profileId } },
    }).catch((error: unknown) => {
      // Credentials without a profile stream (a crash mid-registration): nobody to write to.
      if (error instanceof Failure && error.code === 'PROFILE_NOT_FOUND') return null;
      throw error;
    });
    if (!outcome) return;
    const [event] = await this.store.readStream(profileStream(profileId), {
      fromRevision: outcome.revision,
    });
    if (event) await this.jobs.enqueueAll(mailJobsOf(event));
  }
}

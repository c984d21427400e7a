import { randomInt, randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Language, escalationReferenceGenerator } from '@lens/domain';
import type { EventStore } from '@lens/event-store';
import { type Escalation, makeEscalationSchema } from '@lens/validation';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/config';
import { type CommandContext, metadataOf } from '../../../platform/event-sourcing/command-context';
import { Failure, ValidationFailure } from '../../../platform/http/failure';
import { mailboxOf } from '../../../platform/contact/mailbox';
import { InfrastructureUnavailable } from '../../../platform/infrastructure/outage';
import { EVENT_STORE, REDIS } from '../../../platform/infrastructure/tokens';
import { JobQueue } from '../../../platform/jobs/job-queue';
import { mailJobsOf } from '../../../platform/jobs/mail-plans';
import { CaptchaVerifier } from '../captcha-verifier';
import { ESCALATION_SCHEMA_VERSION, type EscalationSubmitted } from '../escalation.events';

/** The form with its captcha required: run again when the configuration requires one. */
const WITH_CAPTCHA = makeEscalationSchema({ captchaRequired: true });

/** Acknowledgements one mailbox receives in a day, whoever writes (times RATE_LIMIT_SCALE). */
export const ACKNOWLEDGEMENTS_PER_MAILBOX_PER_DAY = 3;

/**
 * Records the request with a short reference for the person, then queues their
 * acknowledgement under the event's id (the process manager plans the same job from the event
 * should the process stop in between).
 *
 * Issue 26 item 7: anyone may name any address, so a mailbox (`mailboxOf`: sub-addresses and
 * Gmail's dots count as one) gets at most `ACKNOWLEDGEMENTS_PER_MAILBOX_PER_DAY` a day. Past it
 * the request is still recorded for support (and the person still sees the reference), only not
 * acknowledged by e-mail (`acknowledged: false` on the event, so no replay sends one either):
 * a 429 would let anyone stop a person writing to support by using up their address.
 */
export class SubmitEscalationCommand extends Command<{ escalationId: string; reference: string }> {
  constructor(
    readonly escalation: Escalation,
    readonly ip: string | undefined,
    readonly language: Language,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(SubmitEscalationCommand)
export class SubmitEscalationHandler implements ICommandHandler<SubmitEscalationCommand> {
  private readonly newReference = escalationReferenceGenerator((size) => randomInt(size));
  private readonly acknowledgements: RateLimiterRedis;

  constructor(
    private readonly captcha: CaptchaVerifier,
    private readonly jobs: JobQueue,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) redis: Redis,
  ) {
    this.acknowledgements = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${config.redis.prefix}:rl:escalation-acknowledgements`,
      points: Math.max(
        1,
        Math.round(ACKNOWLEDGEMENTS_PER_MAILBOX_PER_DAY * config.rateLimitScale),
      ),
      duration: 86_400,
      rejectIfRedisNotReady: true,
    });
  }

  async execute({ escalation, ip, language, context }: SubmitEscalationCommand) {
    await this.checkCaptcha(escalation, ip);
    const { captcha_token: _captcha, ...form } = escalation;
    const escalationId = randomUUID();
    const reference = this.newReference();
    const event: EscalationSubmitted = {
      type: 'EscalationSubmitted',
      data: {
        escalationId,
        reference,
        language,
        form,
        submittedAt: this.clock.now().toISOString(),
        acknowledged: await this.mailboxHasRoom(form.email),
      },
    };
    const metadata = { ...metadataOf(context), schemaVersion: ESCALATION_SCHEMA_VERSION };
    const id = randomUUID();
    const streamId = `escalation-${escalationId}`;
    await this.store.append(streamId, [{ id, ...event, metadata }], 'no_stream');
    await this.jobs.enqueueAll(mailJobsOf({ id, streamId, ...event }));
    return { escalationId, reference };
  }

  /** Counts an acknowledgement towards the mailbox's day; false once the day's are all sent. */
  private async mailboxHasRoom(email: string): Promise<boolean> {
    try {
      await this.acknowledgements.consume(mailboxOf(email));
      return true;
    } catch (error) {
      if (error instanceof RateLimiterRes) return false;
      throw new InfrastructureUnavailable('redis', error);
    }
  }

  /**
   * Spec 001 §5 (a captcha except on localhost or in automated tests), decided by configuration
   * (CAPTCHA_REQUIRED, on in production): never by the Host header, which the client writes.
   * Missing where required: the schema's own error; otherwise checked with Google.
   */
  private async checkCaptcha(escalation: Escalation, ip: string | undefined): Promise<void> {
    if (!this.config.recaptcha.required) return;
    const token = escalation.captcha_token;
    if (!token) {
      // The schema reports the missing captcha (NULL, localised) as the form itself would.
      const checked = WITH_CAPTCHA.safeParse(escalation);
      throw checked.success
        ? new Failure('NULL', 'captcha_token')
        : new ValidationFailure(checked.error, 'body');
    }
    if (!(await this.captcha.verify(token, ip)))
      throw new Failure('CAPTCHA_INVALID', 'captcha_token');
  }
}

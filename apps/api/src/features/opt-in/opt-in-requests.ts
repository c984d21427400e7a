import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  type Language,
  type OptInChannel,
  type OptInCommand,
  type OptInError,
  type OptInRequested,
  type OptInState,
  decideOptIn,
  optInDecider,
} from '@lens/domain';
import type { EventStore } from '@lens/event-store';
import type { OptIn } from '@lens/validation';
import type { Redis } from 'ioredis';
import { PinoLogger } from 'nestjs-pino';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { SmsSender } from '../../platform/auth/sms-sender';
import { CLOCK, type Clock } from '../../platform/clock/clock';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import type { CommandContext } from '../../platform/event-sourcing/command-context';
import { type Loaded, writeAggregate, load } from '../../platform/event-sourcing/write-aggregate';
import { Failure } from '../../platform/http/failure';
import { EVENT_STORE, REDIS } from '../../platform/infrastructure/tokens';
import { JobQueue } from '../../platform/jobs/job-queue';
import { mailJobsOf } from '../../platform/jobs/mail-plans';
import { OptInLinks } from './opt-in-links';
import { OPT_IN_MESSAGES_PER_ADDRESS } from './opt-in-limits';
import { addressHash } from './opt-in-streams';
import { OPT_IN_SMS } from './opt-in-texts';

/** What a form said of one channel: ticked or not, the address shown, the wording seen. */
export interface ChannelInput {
  channel: OptInChannel;
  ticked: boolean;
  address: string | undefined;
  wordingVersion: string | undefined;
}

export const channelsOf = (optIn: OptIn): ChannelInput[] => [
  {
    channel: 'email',
    ticked: optIn.email_opt_in,
    address: optIn.email || undefined,
    wordingVersion: optIn.email_consent_version || undefined,
  },
  {
    channel: 'sms',
    ticked: optIn.sms_opt_in,
    address: optIn.phone_number || undefined,
    wordingVersion: optIn.sms_consent_version || undefined,
  },
];

/** A domain refusal, on the form's field: the box of the channel, or the link's token. */
const failureOf = (error: OptInError) =>
  new Failure(error.code, error.field === 'token' ? 'token' : `${error.field}_opt_in`);

/**
 * Marketing consent with double opt-in. Ticking a box records a request and sends its address a
 * confirmation link (an e-mail through the worker, a text from here); only following that link
 * puts the consent in effect. Confirmation messages to one address are limited (3 a day): a
 * visitor is not told, a signed-in profile is refused.
 */
@Injectable()
export class OptInRequests {
  private readonly perAddress: RateLimiterRedis;

  constructor(
    private readonly jobs: JobQueue,
    private readonly links: OptInLinks,
    private readonly sms: SmsSender,
    private readonly logger: PinoLogger,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(REDIS) redis: Redis,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.logger.setContext('opt-in');
    this.perAddress = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${config.redis.prefix}:rl:opt-in-address`,
      points: Math.max(1, Math.round(OPT_IN_MESSAGES_PER_ADDRESS.points * config.rateLimitScale)),
      duration: OPT_IN_MESSAGES_PER_ADDRESS.windowSeconds,
    });
  }

  /**
   * Records a request and sends its confirmation, unless the address had its messages today.
   * Decides on `loaded` when the caller has just read the stream; answers the stream as it is now.
   */
  async request(
    stream: string,
    input: ChannelInput,
    optIn: OptIn,
    options: {
      profileId: string | null;
      language: Language;
      context: CommandContext;
      whenLimited: 'skip' | 'refuse';
    },
    loaded?: Loaded<OptInState>,
  ): Promise<Loaded<OptInState>> {
    const command: OptInCommand = {
      kind: 'request',
      requestId: randomUUID(),
      channel: input.channel,
      address: input.address ?? '',
      consent: input.ticked,
      wordingVersion: input.wordingVersion,
      profileId: options.profileId,
      source: optIn.opt_in_source,
      language: options.language,
    };
    const env = { now: this.clock.now() };
    const current = loaded ?? (await load(this.store, stream, optInDecider));
    const preview = decideOptIn(command, current.state, env);
    if (!preview.ok) throw failureOf(preview.error);
    if (preview.events.length === 0) return current;
    // A text confirms an SMS consent: without a provider none can be asked for.
    if (input.channel === 'sms' && input.ticked && !this.sms.available)
      throw new Failure('SMS_NOT_OFFERED', 'sms_opt_in');
    if (!(await this.messageAllowed(input.channel, command.address))) {
      this.logger.info(
        { channel: input.channel },
        'opt-in confirmation limit reached for an address',
      );
      if (options.whenLimited === 'refuse')
        throw new Failure('RATE_LIMITED', `${input.channel}_opt_in`);
      return current;
    }
    const outcome = await writeAggregate({
      store: this.store,
      stream,
      decider: optInDecider,
      command,
      env,
      context: options.context,
      loaded: current,
    });
    const requested = outcome.events.find((e) => e.type === 'OptInRequested') as
      OptInRequested | undefined;
    const updated = { state: outcome.state, revision: outcome.revision, position: outcome.streamPosition };
    if (!requested) return updated;
    if (input.channel === 'email') {
      const [event] = await this.store.readStream(stream, {
        fromRevision: outcome.revision,
        toRevision: outcome.revision,
      });
      if (event) await this.jobs.enqueueAll(mailJobsOf(event));
    } else await this.text(stream, requested);
    return updated;
  }

  private async messageAllowed(channel: OptInChannel, address: string): Promise<boolean> {
    try {
      await this.perAddress.consume(`${channel}:${addressHash(address)}`);
      return true;
    } catch (error) {
      if (error instanceof Error) throw error;
      return false;
    }
  }

  /** The SMS confirmation: the link to confirm, and one to stop. */
  private async text(stream: string, requested: OptInRequested): Promise<void> {
    const { requestId, address, language } = requested.data;
    const confirm = await this.links.confirmation(stream, 'sms', requestId);
    const stop = await this.links.withdrawal(stream, 'sms', address);
    await this.sms.send({ to: address, body: OPT_IN_SMS[language](confirm, stop.page) });
  }
}

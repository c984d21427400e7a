import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  type ChannelConsent,
  type Language,
  type OptInChannel,
  type OptInCommand,
  type OptInError,
  type OptInRequested,
  type OptInState,
  type WithdrawalRoute,
  decideOptIn,
  optInDecider,
  statusOf,
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
import { decideAndAppend, load } from '../../platform/event-sourcing/decide-and-append';
import { Failure, ValidationFailure } from '../../platform/http/failure';
import { EVENT_STORE, REDIS } from '../../platform/infrastructure/tokens';
import { JobQueue } from '../../platform/jobs/job-queue';
import { mailJobsOf } from '../../platform/jobs/mail-plans';
import { OptInLinks } from './opt-in-links';
import { OPT_IN_MESSAGES_PER_ADDRESS } from './opt-in-limits';
import { addressHash, profileOptInStream, visitorOptInStream } from './opt-in-streams';
import { OPT_IN_SMS } from './opt-in-texts';

/** What a form said of one channel: ticked or not, the address shown, the wording seen. */
interface ChannelInput {
  channel: OptInChannel;
  ticked: boolean;
  address: string | undefined;
  wordingVersion: string | undefined;
}

const channelsOf = (optIn: OptIn): ChannelInput[] => [
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

const addressOf = (channel: ChannelConsent) =>
  channel.consent?.address ?? channel.pending?.address ?? channel.withdrawn?.address ?? null;

const changedAt = (channel: ChannelConsent) =>
  channel.withdrawn?.at ?? channel.pending?.requestedAt ?? channel.consent?.confirmedAt ?? null;

/** The answer to a signed-in profile about its own consents (GET and POST /api/opt-in). */
export function consentView(state: OptInState) {
  const { email, sms } = state;
  const latest = [email, sms]
    .map((channel) => ({ at: changedAt(channel), channel }))
    .filter((c): c is { at: string; channel: ChannelConsent } => c.at !== null)
    .sort((a, b) => (a.at < b.at ? 1 : -1))[0];
  const source = latest?.channel.consent?.source ?? latest?.channel.pending?.source ?? null;
  return {
    email_opt_in: statusOf(email) === 'subscribed',
    email_status: statusOf(email),
    email: addressOf(email),
    sms_opt_in: statusOf(sms) === 'subscribed',
    sms_status: statusOf(sms),
    phone_number: addressOf(sms),
    opt_in_source: source,
    updated_at: latest?.at ?? null,
  };
}

/**
 * Marketing consent with double opt-in. Ticking a box records a request and sends its address a
 * confirmation link (an e-mail through the worker, a text from here); only following that link
 * puts the consent in effect. A visitor's answer never says what is stored: it is the same
 * whatever the address's state, and confirmation messages to one address are limited (3 a day)
 * without saying so. A signed-in profile manages its own stream and sees it.
 */
@Injectable()
export class OptInService {
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

  async current(profileId: string) {
    const { state } = await load(this.store, profileOptInStream(profileId), optInDecider);
    return consentView(state);
  }

  /** A visitor's sign-up: `{ accepted: true }` whatever was stored or sent. */
  async requestAsVisitor(optIn: OptIn, language: Language, context: CommandContext) {
    if (optIn.profile_id) throw new Failure('UNAUTHORIZED', 'profile_id');
    const inputs = channelsOf(optIn).filter((input) => input.address);
    const ticked = inputs.filter((input) => input.ticked);
    // Nothing ticked: refused (the channel of the address given, e-mail first).
    const asked = ticked.length ? ticked : inputs.slice(0, 1);
    if (asked.length === 0)
      throw new ValidationFailure(
        { issues: [{ code: 'custom', path: ['email'], message: 'required', input: undefined }] },
        'body',
      );
    for (const input of asked) {
      const address = input.address as string;
      await this.request(visitorOptInStream(input.channel, address), input, optIn, {
        profileId: null,
        language,
        context,
        whenLimited: 'skip',
      });
    }
    return { accepted: true as const };
  }

  /**
   * A signed-in profile's form: a ticked box requests (confirmed by link like anyone's), an
   * unticked box with its address shown withdraws; a channel left out is left as it is.
   */
  async recordForProfile(optIn: OptIn, language: Language, context: CommandContext) {
    const profileId = context.actor!.profileId;
    if (optIn.profile_id && optIn.profile_id !== profileId)
      throw new Failure('NOT_FOUND', 'profile_id');
    const stream = profileOptInStream(profileId);
    for (const input of channelsOf(optIn)) {
      if (input.ticked)
        await this.request(stream, input, optIn, {
          profileId,
          language,
          context,
          whenLimited: 'refuse',
        });
      else if (input.address)
        await this.decide(
          stream,
          { kind: 'withdraw', channel: input.channel, address: null, via: 'profile' },
          context,
        );
    }
    return this.current(profileId);
  }

  /** The confirmation link: the consent takes effect. */
  async confirm(token: string, context: CommandContext) {
    const link = await this.links.readConfirmation(token);
    if (!link) throw new Failure('LINK_INVALID', 'token');
    const { channel, requestId } = link;
    await this.decide(link.stream, { kind: 'confirm', channel, requestId }, context);
    return { channel, status: 'subscribed' as const };
  }

  /** A withdrawal link (the page's button, or RFC 8058 one-click): no more marketing there. */
  async withdraw(token: string, via: WithdrawalRoute, context: CommandContext) {
    const link = await this.links.readWithdrawal(token);
    if (!link) throw new Failure('LINK_INVALID', 'token');
    const { stream, channel } = link;
    const { state } = await load(this.store, stream, optInDecider);
    const current = state[channel].consent?.address ?? state[channel].pending?.address ?? null;
    // The stream has moved to another address since this link was sent: nothing of it to stop.
    if (current === null || addressHash(current) === link.addressHash)
      await this.decide(stream, { kind: 'withdraw', channel, address: current, via }, context);
    return { channel, status: 'withdrawn' as const };
  }

  private decide(stream: string, command: OptInCommand, context: CommandContext) {
    const env = { now: this.clock.now() };
    return decideAndAppend(this.store, stream, optInDecider, command, env, context);
  }

  /** Records a request and sends its confirmation, unless the address had its messages today. */
  private async request(
    stream: string,
    input: ChannelInput,
    optIn: OptIn,
    options: {
      profileId: string | null;
      language: Language;
      context: CommandContext;
      whenLimited: 'skip' | 'refuse';
    },
  ): Promise<void> {
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
    const { state } = await load(this.store, stream, optInDecider);
    const preview = decideOptIn(command, state, env);
    if (!preview.ok) throw failureOf(preview.error);
    if (preview.events.length === 0) return;
    if (!(await this.messageAllowed(input.channel, command.address))) {
      this.logger.info(
        { channel: input.channel },
        'opt-in confirmation limit reached for an address',
      );
      if (options.whenLimited === 'refuse')
        throw new Failure('RATE_LIMITED', `${input.channel}_opt_in`);
      return;
    }
    const outcome = await decideAndAppend(
      this.store,
      stream,
      optInDecider,
      command,
      env,
      options.context,
    );
    const requested = outcome.events.find((e) => e.type === 'OptInRequested') as
      OptInRequested | undefined;
    if (!requested) return;
    if (input.channel === 'email') {
      const [event] = await this.store.readStream(stream, {
        fromRevision: outcome.revision,
        toRevision: outcome.revision,
      });
      if (event) await this.jobs.enqueueAll(mailJobsOf(event));
    } else await this.text(stream, requested);
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

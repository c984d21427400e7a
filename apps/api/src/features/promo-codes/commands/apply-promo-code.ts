import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PromoCodeApplied } from '@lens/domain';
import type { SubmitPromoCode } from '@lens/validation';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Actor } from '../../../platform/auth/tokens';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/config';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { Failure } from '../../../platform/http/failure';
import { InfrastructureUnavailable } from '../../../platform/infrastructure/outage';
import { REDIS } from '../../../platform/infrastructure/tokens';
import { ProjectionWaiter } from '../../../platform/event-sourcing/projection-waiter';
import { writeAggregate } from '../../../platform/event-sourcing/write-aggregate';
import { EntryStreams, PURCHASE_READ_MODELS } from '../../submissions/entry-streams';
import { promoCodeDefinition } from '@lens/read-models';
import { ReadModels } from '../../../platform/read-models/read-models';

const HOUR = 3_600;

/**
 * Refusals that tell a guesser something about a code they do not hold: it does not exist or
 * does not apply here. Refusals about a real code on this entry (already applied, limit,
 * incompatible) are not guesses and do not count; neither do codes that apply.
 */
const GUESS_CODES: ReadonlySet<string> = new Set([
  'PROMO_CODE_INVALID',
  'PROMO_CODE_NOT_ELIGIBLE_FOR_PRACTICE',
]);

/**
 * Invalid tries allowed per window (times RATE_LIMIT_SCALE), per profile, per entry and per
 * caller address (several profiles from one address).
 */
const PROMO_GUESS_LIMITS = {
  profile: { points: 10, windowSeconds: HOUR },
  entry: { points: 5, windowSeconds: HOUR },
  address: { points: 30, windowSeconds: HOUR },
} as const;

type Scope = keyof typeof PROMO_GUESS_LIMITS;
type Tries = readonly (readonly [Scope, string])[];

/**
 * Applies a code to the caller's entry; the domain says already applied, limit, invalid,
 * practice or incompatible. Invalid tries are limited per profile, per entry and per caller
 * address (429 once used up).
 *
 * Issue 14 item 7: promo codes cannot be guessed at speed. Only invalid tries count (in Redis,
 * with rate-limiter-flexible like every other limit); once a profile, an entry or an address has
 * used up its tries, every try answers 429 RATE_LIMITED until the window passes, valid or not.
 * Issue 26 item 3: a try is counted before it is evaluated (each counter's consume is atomic), and
 * given back when it turns out not to be a guess, so a burst of parallel tries is evaluated no
 * more times than the limit allows.
 */
export class ApplyPromoCodeCommand extends Command<{ rewardEarned: number }> {
  constructor(
    readonly actor: Actor,
    readonly request: SubmitPromoCode,
    readonly context: CommandContext,
    readonly ip: string,
  ) {
    super();
  }
}

@CommandHandler(ApplyPromoCodeCommand)
export class ApplyPromoCodeHandler implements ICommandHandler<ApplyPromoCodeCommand> {
  private readonly limiters: Record<Scope, RateLimiterRedis>;

  constructor(
    private readonly entries: EntryStreams,
    private readonly waiter: ProjectionWaiter,
    private readonly readModels: ReadModels,
    @Inject(REDIS) redis: Redis,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    const limiter = (scope: Scope) =>
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${config.redis.prefix}:rl:promo-code-invalid:${scope}`,
        points: Math.max(1, Math.round(PROMO_GUESS_LIMITS[scope].points * config.rateLimitScale)),
        duration: PROMO_GUESS_LIMITS[scope].windowSeconds,
        rejectIfRedisNotReady: true,
      });
    this.limiters = {
      profile: limiter('profile'),
      entry: limiter('entry'),
      address: limiter('address'),
    };
  }

  async execute({ actor, request, context, ip }: ApplyPromoCodeCommand) {
    const submissionId = request.purchase_submission_id;
    const tries: Tries = [
      ['profile', actor.profileId],
      ['entry', submissionId],
      ['address', ip],
    ];
    await this.spend(tries);
    const outcome = await this.evaluate(actor, context, request).catch(async (error: unknown) => {
      if (!(error instanceof Failure && GUESS_CODES.has(error.code))) await this.giveBack(tries);
      throw error;
    });
    await this.giveBack(tries);
    await this.waiter.settle(outcome, PURCHASE_READ_MODELS);
    const applied = outcome.events.find(
      (e): e is PromoCodeApplied => e.type === 'PromoCodeApplied',
    );
    return { rewardEarned: applied?.data.award ?? 0 };
  }

  private async evaluate(actor: Actor, context: CommandContext, request: SubmitPromoCode) {
    const definition = await promoCodeDefinition(this.readModels, request.code);
    const submissionId = request.purchase_submission_id;
    return writeAggregate({
      ...this.entries.ofCaller(actor, submissionId),
      command: { type: 'ApplyPromoCode', data: { submissionId, code: request.code, definition } },
      context,
    });
  }

  /** Counts the try in every scope first; 429 (and nothing kept) when one has none left. */
  private async spend(tries: Tries): Promise<void> {
    const spent: [Scope, string][] = [];
    try {
      for (const [scope, key] of tries) {
        await this.limiters[scope].consume(key);
        spent.push([scope, key]);
      }
    } catch (error) {
      await this.giveBack(spent);
      if (error instanceof RateLimiterRes)
        throw new Failure('RATE_LIMITED', 'code', {
          retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)),
        });
      throw new InfrastructureUnavailable('redis', error);
    }
  }

  /** A try that was no guess (a valid code, a refusal of a real one, an outage) is given back. */
  private async giveBack(tries: Tries): Promise<void> {
    for (const [scope, key] of tries) await this.limiters[scope].reward(key);
  }
}

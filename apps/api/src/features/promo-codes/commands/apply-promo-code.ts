import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PromoCodeApplied } from '@lens/domain';
import type { SubmitPromoCode } from '@lens/validation';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, type RateLimiterRes } from 'rate-limiter-flexible';
import type { Actor } from '../../../platform/auth/tokens';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/config';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { Failure } from '../../../platform/http/failure';
import { REDIS } from '../../../platform/infrastructure/tokens';
import { SubmissionCommands } from '../../submissions/submission-commands';
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

/** Invalid tries allowed per window (times RATE_LIMIT_SCALE), per profile and per entry. */
const PROMO_GUESS_LIMITS = {
  profile: { points: 10, windowSeconds: HOUR },
  entry: { points: 5, windowSeconds: HOUR },
} as const;

type Scope = keyof typeof PROMO_GUESS_LIMITS;

/**
 * Applies a code to the caller's entry; the domain says already applied, limit, invalid,
 * practice or incompatible. Invalid tries are limited per profile and per entry (429 once used up).
 *
 * Issue 14 item 7: promo codes cannot be guessed at speed. Only invalid tries are counted (in
 * Redis, with rate-limiter-flexible like every other limit); once a profile or an entry has used
 * up its tries, every try answers 429 RATE_LIMITED until the window passes, valid or not.
 */
export class ApplyPromoCodeCommand extends Command<{ rewardEarned: number }> {
  constructor(
    readonly actor: Actor,
    readonly request: SubmitPromoCode,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ApplyPromoCodeCommand)
export class ApplyPromoCodeHandler implements ICommandHandler<ApplyPromoCodeCommand> {
  private readonly limiters: Record<Scope, RateLimiterRedis>;

  constructor(
    private readonly commands: SubmissionCommands,
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
      });
    this.limiters = { profile: limiter('profile'), entry: limiter('entry') };
  }

  async execute({ actor, request, context }: ApplyPromoCodeCommand) {
    const submissionId = request.purchase_submission_id;
    await this.check(actor.profileId, submissionId);
    const definition = await promoCodeDefinition(this.readModels, request.code);
    const outcome = await this.commands
      .run(actor, context, {
        type: 'ApplyPromoCode',
        data: { submissionId, code: request.code, definition },
      })
      .catch(async (error: unknown) => {
        await this.record(error, actor.profileId, submissionId);
        throw error;
      });
    await this.commands.settle(submissionId, outcome);
    const applied = outcome.events.find(
      (e): e is PromoCodeApplied => e.type === 'PromoCodeApplied',
    );
    return { rewardEarned: applied?.data.award ?? 0 };
  }

  /** 429 when the profile or the entry has no invalid tries left. */
  private async check(profileId: string, submissionId: string): Promise<void> {
    for (const [scope, key] of this.keys(profileId, submissionId)) {
      const limiter = this.limiters[scope];
      const used = await limiter.get(key);
      if (used && used.consumedPoints >= limiter.points)
        throw new Failure('RATE_LIMITED', 'code', {
          retryAfterSeconds: Math.ceil(used.msBeforeNext / 1000),
        });
    }
  }

  /** Counts a refusal when it is one a guesser would get. */
  private async record(error: unknown, profileId: string, submissionId: string): Promise<void> {
    if (!(error instanceof Failure) || !GUESS_CODES.has(error.code)) return;
    for (const [scope, key] of this.keys(profileId, submissionId)) {
      // Going over is the point of counting: the rejection it throws then is not an error here.
      await this.limiters[scope].consume(key).catch((over: RateLimiterRes | Error) => {
        if (over instanceof Error) throw over;
      });
    }
  }

  private keys(profileId: string, submissionId: string): [Scope, string][] {
    return [
      ['profile', profileId],
      ['entry', submissionId],
    ];
  }
}

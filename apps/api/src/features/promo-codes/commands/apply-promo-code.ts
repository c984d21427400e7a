import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PromoCodeApplied } from '@lens/domain';
import type { SubmitPromoCode } from '@lens/validation';
import type { Actor } from '../../../platform/auth/tokens';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { PromotionDefinitions } from '../../promotions/promotion-definitions';
import { SubmissionCommands } from '../../submissions/submission-commands';
import { PromoCodeAttempts } from '../promo-code-attempts';

/**
 * Applies a code to the caller's entry; the domain says already applied, limit, invalid,
 * practice or incompatible. Invalid tries are limited per profile and per entry (429 once used up).
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
  constructor(
    private readonly commands: SubmissionCommands,
    private readonly definitions: PromotionDefinitions,
    private readonly attempts: PromoCodeAttempts,
  ) {}

  async execute({ actor, request, context }: ApplyPromoCodeCommand) {
    const submissionId = request.purchase_submission_id;
    await this.attempts.check(actor.profileId, submissionId);
    const definition = await this.definitions.ofCode(request.code);
    const outcome = await this.commands
      .run(actor, context, {
        type: 'ApplyPromoCode',
        data: { submissionId, code: request.code, definition },
      })
      .catch(async (error: unknown) => {
        await this.attempts.record(error, actor.profileId, submissionId);
        throw error;
      });
    await this.commands.settle(submissionId, outcome);
    const applied = outcome.events.find(
      (e): e is PromoCodeApplied => e.type === 'PromoCodeApplied',
    );
    return { rewardEarned: applied?.data.award ?? 0 };
  }
}

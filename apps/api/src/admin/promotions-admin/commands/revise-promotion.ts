import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { promotionIdOf } from '@lens/domain';
import type { Promotion, PromotionResult } from '@lens/validation';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { Failure } from '../../../platform/http/failure';
import { Promotions } from '../../../features/promotions/promotions';
import { promotionOfCode } from '../promotion-catalogue';
import { ReadModels } from '../../../platform/read-models/read-models';

/** Edits the promotion of `code` (its code cannot change: another in the body is 400). */
export class RevisePromotionCommand extends Command<PromotionResult> {
  constructor(
    readonly code: string,
    readonly request: Promotion,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(RevisePromotionCommand)
export class RevisePromotionHandler implements ICommandHandler<RevisePromotionCommand> {
  constructor(
    private readonly promotions: Promotions,
    private readonly readModels: ReadModels,
  ) {}

  async execute({ code, request, context }: RevisePromotionCommand): Promise<PromotionResult> {
    if (promotionIdOf(request.code) !== promotionIdOf(code))
      throw new Failure('VALIDATION', 'code');
    await this.promotions.revise(request, context);
    return { promotion: await promotionOfCode(this.readModels, code) };
  }
}

import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Promotion, PromotionResult } from '@lens/validation';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { Promotions } from '../../../features/promotions/promotions';
import { promotionOfCode } from '../promotion-catalogue';
import { ReadModels } from '../../../platform/read-models/read-models';

/** Creates a promotion; the same promotion again is accepted, another under a used code is 409. */
export class CreatePromotionCommand extends Command<PromotionResult> {
  constructor(
    readonly request: Promotion,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(CreatePromotionCommand)
export class CreatePromotionHandler implements ICommandHandler<CreatePromotionCommand> {
  constructor(
    private readonly promotions: Promotions,
    private readonly readModels: ReadModels,
  ) {}

  async execute({ request, context }: CreatePromotionCommand): Promise<PromotionResult> {
    const { promotionId } = await this.promotions.create(request, context);
    return { promotion: await promotionOfCode(this.readModels, promotionId) };
  }
}

import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Promotion, PromotionResult } from '@lens/validation';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { Promotions } from '../../../features/promotions/promotions';
import { PromotionCatalogue } from '../promotion-catalogue';

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
    private readonly catalogue: PromotionCatalogue,
  ) {}

  async execute({ request, context }: CreatePromotionCommand): Promise<PromotionResult> {
    const { promotionId } = await this.promotions.create(request, context);
    return { promotion: await this.catalogue.promotion(promotionId) };
  }
}

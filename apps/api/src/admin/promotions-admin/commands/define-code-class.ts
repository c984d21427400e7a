import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CodeClass, CodeClassList } from '@lens/validation';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { Promotions } from '../../../features/promotions/promotions';
import { PromotionCatalogue } from '../promotion-catalogue';

/** Puts a code into a class (a code belongs to one class: another is 409). */
export class DefineCodeClassCommand extends Command<CodeClassList> {
  constructor(
    readonly request: CodeClass,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(DefineCodeClassCommand)
export class DefineCodeClassHandler implements ICommandHandler<DefineCodeClassCommand> {
  constructor(
    private readonly promotions: Promotions,
    private readonly catalogue: PromotionCatalogue,
  ) {}

  async execute({ request, context }: DefineCodeClassCommand): Promise<CodeClassList> {
    await this.promotions.defineCodeClass(request, context);
    return { codeClasses: await this.catalogue.codeClasses() };
  }
}

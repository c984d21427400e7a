import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CodeClassList, CombineClasses } from '@lens/validation';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { Promotions } from '../../../features/promotions/promotions';
import { codeClassListing } from '@lens/read-models';
import { ReadModels } from '../../../platform/read-models/read-models';

/** The classes a class's codes stack with (each side must list the other to combine). */
export class CombineCodeClassesCommand extends Command<CodeClassList> {
  constructor(
    readonly request: CombineClasses,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(CombineCodeClassesCommand)
export class CombineCodeClassesHandler implements ICommandHandler<CombineCodeClassesCommand> {
  constructor(
    private readonly promotions: Promotions,
    private readonly readModels: ReadModels,
  ) {}

  async execute({ request, context }: CombineCodeClassesCommand): Promise<CodeClassList> {
    await this.promotions.setCombineClasses(request, context);
    return { codeClasses: await codeClassListing(this.readModels) };
  }
}

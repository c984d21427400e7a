import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CodeClass, CodeClassList } from '@lens/validation';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { Promotions } from '../../../features/promotions/promotions';
import { codeClassListing } from '@lens/read-models';
import { ReadModels } from '../../../platform/read-models/read-models';

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
    private readonly readModels: ReadModels,
  ) {}

  async execute({ request, context }: DefineCodeClassCommand): Promise<CodeClassList> {
    await this.promotions.defineCodeClass(request, context);
    return { codeClasses: await codeClassListing(this.readModels) };
  }
}

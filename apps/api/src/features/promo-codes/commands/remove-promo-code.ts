import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Language } from '@lens/domain';
import { type DeletePromoCode, message } from '@lens/validation';
import type { Actor } from '../../../platform/auth/tokens';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { Failure } from '../../../platform/http/failure';
import { ProjectionWaiter } from '../../../platform/event-sourcing/projection-waiter';
import { writeAggregate } from '../../../platform/event-sourcing/write-aggregate';
import { EntryStreams, PURCHASE_READ_MODELS } from '../../submissions/entry-streams';

/**
 * Removes a code from the caller's entry: by its class once codes stack, else the entry's one
 * code (with several codes and no class, the class is required). Answers the removal's message.
 */
export class RemovePromoCodeCommand extends Command<{ message: string }> {
  constructor(
    readonly actor: Actor,
    readonly submissionId: string,
    readonly request: DeletePromoCode,
    readonly language: Language,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(RemovePromoCodeCommand)
export class RemovePromoCodeHandler implements ICommandHandler<RemovePromoCodeCommand> {
  constructor(
    private readonly entries: EntryStreams,
    private readonly waiter: ProjectionWaiter,
  ) {}

  async execute({ actor, submissionId, request, language, context }: RemovePromoCodeCommand) {
    const { entry, loaded } = await this.entries.owned(actor, submissionId, 'submissionId');
    const byClass = request.code_class !== undefined && request.code_class !== '';
    if (!byClass && entry.promoCodes.length > 1) throw new Failure('NULL', 'code_class');
    const only = entry.promoCodes[0];
    if (!byClass && !only) throw new Failure('PROMO_CODE_NOT_APPLIED', 'code_class');
    const outcome = await writeAggregate({
      ...this.entries.ofCaller(actor, submissionId),
      command: {
        type: 'RemovePromoCode',
        data: byClass
          ? { submissionId, codeClass: request.code_class }
          : { submissionId, code: only?.code },
      },
      context,
      loaded,
    });
    await this.waiter.settle(outcome, PURCHASE_READ_MODELS);
    return { message: message('PROMO_CODE_REMOVED', language) };
  }
}

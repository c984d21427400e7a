import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EscalationDetail } from '@lens/validation';
import type { Actor } from '../../../platform/auth/tokens';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { EscalationWriter } from '../escalation-writer';

/**
 * Support's reply (issue 17 item 2), e-mailed to the person in their language: the escalation
 * becomes `answered`.
 */
export class ReplyToEscalationCommand extends Command<EscalationDetail> {
  constructor(
    readonly actor: Actor,
    readonly escalationId: string,
    readonly message: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ReplyToEscalationCommand)
export class ReplyToEscalationHandler implements ICommandHandler<ReplyToEscalationCommand> {
  constructor(private readonly writer: EscalationWriter) {}

  async execute({ actor, escalationId, message, context }: ReplyToEscalationCommand) {
    return this.writer.decide(
      escalationId,
      { type: 'ReplyToEscalation', data: { escalationId, message, repliedBy: actor.profileId } },
      context,
    );
  }
}

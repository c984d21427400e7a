import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EscalationDetail } from '@lens/validation';
import type { Actor } from '../../../platform/auth/tokens';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { EscalationWriter } from '../escalation-writer';

/** Closes an escalation: it leaves the open and answered inbox for the archive. */
export class CloseEscalationCommand extends Command<EscalationDetail> {
  constructor(
    readonly actor: Actor,
    readonly escalationId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(CloseEscalationCommand)
export class CloseEscalationHandler implements ICommandHandler<CloseEscalationCommand> {
  constructor(private readonly writer: EscalationWriter) {}

  async execute({ actor, escalationId, context }: CloseEscalationCommand) {
    return this.writer.decide(
      escalationId,
      { type: 'CloseEscalation', data: { escalationId, closedBy: actor.profileId } },
      context,
    );
  }
}

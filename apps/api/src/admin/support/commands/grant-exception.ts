import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EntryDecision } from '@lens/validation';
import type { Actor } from '../../../platform/auth/tokens';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { EntryDecider, grant } from '../entry-decider';

/** Grants an exception: the entry's rules are waived when it is next assessed. */
export class GrantExceptionCommand extends Command<EntryDecision> {
  constructor(
    readonly actor: Actor,
    readonly submissionId: string,
    readonly exceptionId: string,
    readonly comment: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(GrantExceptionCommand)
export class GrantExceptionHandler implements ICommandHandler<GrantExceptionCommand> {
  constructor(private readonly decider: EntryDecider) {}

  async execute({ actor, submissionId, exceptionId, comment, context }: GrantExceptionCommand) {
    return this.decider.decide(
      submissionId,
      [grant(actor, submissionId, exceptionId, comment)],
      context,
    );
  }
}

import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Actor, Tokens } from '../../../platform/auth/tokens';

/** Signs out: the token's session ends at once (its every later use is 401). */
export class LogOutCommand extends Command<{ signedOut: true }> {
  constructor(readonly actor: Actor) {
    super();
  }
}

@CommandHandler(LogOutCommand)
export class LogOutHandler implements ICommandHandler<LogOutCommand> {
  constructor(private readonly tokens: Tokens) {}

  async execute({ actor }: LogOutCommand): Promise<{ signedOut: true }> {
    await this.tokens.end(actor);
    return { signedOut: true };
  }
}

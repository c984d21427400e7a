import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type OptInChannel, optInDecider } from '@lens/domain';
import type { EventStore } from '@lens/event-store';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { writeAggregate } from '../../../platform/event-sourcing/write-aggregate';
import { Failure } from '../../../platform/http/failure';
import { EVENT_STORE } from '../../../platform/infrastructure/tokens';
import { OptInLinks } from '../opt-in-links';

/** The confirmation link: the consent takes effect. */
export class ConfirmOptInCommand extends Command<{
  channel: OptInChannel;
  status: 'subscribed';
}> {
  constructor(
    readonly token: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ConfirmOptInCommand)
export class ConfirmOptInHandler implements ICommandHandler<ConfirmOptInCommand> {
  constructor(
    private readonly links: OptInLinks,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ token, context }: ConfirmOptInCommand) {
    const link = await this.links.readConfirmation(token);
    if (!link) throw new Failure('LINK_INVALID', 'token');
    const { channel, requestId } = link;
    const command = { kind: 'confirm' as const, channel, requestId };
    await writeAggregate({
      store: this.store,
      stream: link.stream,
      decider: optInDecider,
      command,
      env: { now: this.clock.now() },
      context,
    });
    return { channel, status: 'subscribed' as const };
  }
}

import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type OptInChannel, type WithdrawalRoute, optInDecider } from '@lens/domain';
import type { EventStore } from '@lens/event-store';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { load, writeAggregate } from '../../../platform/event-sourcing/write-aggregate';
import { Failure } from '../../../platform/http/failure';
import { EVENT_STORE } from '../../../platform/infrastructure/tokens';
import { OptInLinks } from '../opt-in-links';
import { addressHash } from '../opt-in-streams';

/** A withdrawal link (the page's button, or RFC 8058 one-click): no more marketing there. */
export class WithdrawOptInCommand extends Command<{
  channel: OptInChannel;
  status: 'withdrawn';
}> {
  constructor(
    readonly token: string,
    readonly via: WithdrawalRoute,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(WithdrawOptInCommand)
export class WithdrawOptInHandler implements ICommandHandler<WithdrawOptInCommand> {
  constructor(
    private readonly links: OptInLinks,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ token, via, context }: WithdrawOptInCommand) {
    const link = await this.links.readWithdrawal(token);
    if (!link) throw new Failure('LINK_INVALID', 'token');
    const { stream, channel } = link;
    const loaded = await load(this.store, stream, optInDecider);
    const { state } = loaded;
    const current = state[channel].consent?.address ?? state[channel].pending?.address ?? null;
    // The stream has moved to another address since this link was sent: nothing of it to stop.
    if (current === null || addressHash(current) === link.addressHash) {
      const command = { kind: 'withdraw' as const, channel, address: current, via };
      await writeAggregate({
        store: this.store,
        stream,
        decider: optInDecider,
        command,
        env: { now: this.clock.now() },
        context,
        loaded,
      });
    }
    return { channel, status: 'withdrawn' as const };
  }
}

import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Language, optInDecider } from '@lens/domain';
import type { EventStore } from '@lens/event-store';
import type { OptIn } from '@lens/validation';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { load, writeAggregate } from '../../../platform/event-sourcing/write-aggregate';
import { Failure } from '../../../platform/http/failure';
import { EVENT_STORE } from '../../../platform/infrastructure/tokens';
import { consentView } from '../consent-view';
import { OptInRequests, channelsOf } from '../opt-in-requests';
import { profileOptInStream } from '../opt-in-streams';

/**
 * A signed-in profile's form: a ticked box requests (confirmed by link like anyone's), an
 * unticked box with its address shown withdraws; a channel left out is left as it is. Answers
 * the profile's consents as they are now (the stream is read once).
 */
export class RecordProfileOptInCommand extends Command<ReturnType<typeof consentView>> {
  constructor(
    readonly optIn: OptIn,
    readonly language: Language,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(RecordProfileOptInCommand)
export class RecordProfileOptInHandler implements ICommandHandler<RecordProfileOptInCommand> {
  constructor(
    private readonly requests: OptInRequests,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ optIn, language, context }: RecordProfileOptInCommand) {
    const profileId = context.actor!.profileId;
    if (optIn.profile_id && optIn.profile_id !== profileId)
      throw new Failure('NOT_FOUND', 'profile_id');
    const stream = profileOptInStream(profileId);
    let loaded = await load(this.store, stream, optInDecider);
    for (const input of channelsOf(optIn)) {
      if (input.ticked)
        loaded = await this.requests.request(
          stream,
          input,
          optIn,
          { profileId, language, context, whenLimited: 'refuse' },
          loaded,
        );
      else if (input.address) {
        const withdraw = {
          kind: 'withdraw' as const,
          channel: input.channel,
          address: null,
          via: 'profile' as const,
        };
        const outcome = await writeAggregate({
          store: this.store,
          stream,
          decider: optInDecider,
          command: withdraw,
          env: { now: this.clock.now() },
          context,
          loaded,
        });
        loaded = {
          state: outcome.state,
          revision: outcome.revision,
          position: outcome.streamPosition,
        };
      }
    }
    return consentView(loaded.state);
  }
}

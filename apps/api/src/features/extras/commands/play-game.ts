import { randomInt, randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventStore } from '@lens/event-store';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { writeAggregate } from '../../../platform/event-sourcing/write-aggregate';
import { EVENT_STORE } from '../../../platform/infrastructure/tokens';
import { type GameView, InstantWinGame, gameStream, gameView } from '../game.service';
import { DRAW_SIZE, type GamePlayed, gameDecider } from '../instant-win';

type Played = GameView & { play: GamePlayed['data'] | undefined };

/** One play: a draw from the crypto RNG; 409 NO_PLAYS_LEFT when none is left. */
export class PlayGameCommand extends Command<Played> {
  constructor(
    readonly profileId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(PlayGameCommand)
export class PlayGameHandler implements ICommandHandler<PlayGameCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly game: InstantWinGame,
  ) {}

  async execute({ profileId, context }: PlayGameCommand): Promise<Played> {
    const earned = await this.game.earned(profileId);
    const playId = randomUUID();
    const outcome = await writeAggregate({
      store: this.store,
      stream: gameStream(profileId),
      decider: gameDecider,
      command: {
        type: 'Play',
        data: { playId, earned, draw: randomInt(DRAW_SIZE), now: this.clock.now().toISOString() },
      },
      env: {},
      context,
    });
    const play = outcome.state.plays.find((p) => p.playId === playId);
    return { play, ...gameView(outcome.state, earned) };
  }
}

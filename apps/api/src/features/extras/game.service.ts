import { randomInt, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '@lens/event-store';
import { CLOCK, type Clock } from '../../platform/clock/clock';
import type { CommandContext } from '../../platform/event-sourcing/command-context';
import { decideAndAppend, load } from '../../platform/event-sourcing/decide-and-append';
import { EVENT_STORE } from '../../platform/infrastructure/tokens';
import { ReadModels } from '../submissions/read-models';
import {
  DRAW_SIZE,
  type GameState,
  WELCOME_PLAYS,
  gameDecider,
  playsRemaining,
} from './instant-win';
import { submissionQueries } from '@lens/read-models';

const RECENT_PLAYS = 10;
const stream = (profileId: string) => `game-${profileId}`;

/** The instant-win game of /game: plays earned by confirmed entries, spent one draw at a time. */
@Injectable()
export class InstantWinGame {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly readModels: ReadModels,
  ) {}

  async status(profileId: string) {
    const { state } = await load(this.store, stream(profileId), gameDecider);
    return this.view(state, await this.earned(profileId));
  }

  /** Plays left for the profile (its `plays_remaining`). */
  async playsRemaining(profileId: string): Promise<number> {
    return (await this.status(profileId)).plays_remaining;
  }

  /** One play: a draw from the crypto RNG; 409 NO_PLAYS_LEFT when none is left. */
  async play(profileId: string, context: CommandContext) {
    const earned = await this.earned(profileId);
    const playId = randomUUID();
    const outcome = await decideAndAppend(
      this.store,
      stream(profileId),
      gameDecider,
      {
        type: 'Play',
        data: { playId, earned, draw: randomInt(DRAW_SIZE), now: this.clock.now().toISOString() },
      },
      {},
      context,
    );
    const play = outcome.state.plays.find((p) => p.playId === playId);
    return { play, ...this.view(outcome.state, earned) };
  }

  /**
   * One welcome play, and one for every entry the profile has confirmed (read model). Only a
   * confirmation sets `completed_at`: entries in progress or discarded (never confirmed) earn none.
   */
  private async earned(profileId: string): Promise<number> {
    const [row] = await this.readModels.rows<{ confirmed: string }>(
      submissionQueries.confirmedCountOf,
      [profileId],
    );
    return WELCOME_PLAYS + Number(row?.confirmed ?? 0);
  }

  private view(state: GameState, earned: number) {
    return {
      plays_remaining: playsRemaining(state, earned),
      plays: state.plays.slice(-RECENT_PLAYS).reverse(),
    };
  }
}

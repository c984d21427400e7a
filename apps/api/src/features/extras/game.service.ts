import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '@lens/event-store';
import { load } from '../../platform/event-sourcing/write-aggregate';
import { EVENT_STORE } from '../../platform/infrastructure/tokens';
import { ReadModels } from '../../platform/read-models/read-models';
import {
  type GamePlayed,
  type GameState,
  WELCOME_PLAYS,
  gameDecider,
  playsRemaining,
} from './instant-win';
import { confirmedEntriesOf } from '@lens/read-models';

const RECENT_PLAYS = 10;
export const gameStream = (profileId: string) => `game-${profileId}`;

/** What the game shows: plays left and the latest plays, newest first. */
export interface GameView {
  plays_remaining: number;
  plays: GamePlayed['data'][];
}

export function gameView(state: GameState, earned: number): GameView {
  return {
    plays_remaining: playsRemaining(state, earned),
    plays: state.plays.slice(-RECENT_PLAYS).reverse(),
  };
}

/** The instant-win game of /game: plays earned by confirmed entries, spent one draw at a time. */
@Injectable()
export class InstantWinGame {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly readModels: ReadModels,
  ) {}

  async status(profileId: string): Promise<GameView> {
    const { state } = await load(this.store, gameStream(profileId), gameDecider);
    return gameView(state, await this.earned(profileId));
  }

  /** Plays left for the profile (its `plays_remaining`). */
  async playsRemaining(profileId: string): Promise<number> {
    return (await this.status(profileId)).plays_remaining;
  }

  /**
   * One welcome play, and one for every entry the profile has confirmed (read model). Only a
   * confirmation sets `completed_at`: entries in progress or discarded (never confirmed) earn none.
   */
  async earned(profileId: string): Promise<number> {
    return WELCOME_PLAYS + (await confirmedEntriesOf(this.readModels, profileId));
  }
}

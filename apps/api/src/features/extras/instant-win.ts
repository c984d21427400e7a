// The instant-win game (/game): a profile's plays are earned, spent one at a time, and each play
// is an event on `game-<profileId>`. Pure: the caller passes the plays earned and the draw.

export const PRIZES = ['lens_case', 'bonus_entry'] as const;
export type Prize = (typeof PRIZES)[number];

/** Everyone starts with one play; each confirmed entry earns another. */
export const WELCOME_PLAYS = 1;

/** Out of 100: below 5 a lens case, below 25 a bonus sweepstakes entry, else no prize. */
export const DRAW_SIZE = 100;
const LENS_CASE_BELOW = 5;
const PRIZE_BELOW = 25;

export interface GamePlayed {
  type: 'GamePlayed';
  data: { playId: string; prize: Prize | null; playedAt: string };
}

const isGamePlayed = (event: { readonly type: string }): event is GamePlayed =>
  event.type === 'GamePlayed';

export interface GameState {
  plays: GamePlayed['data'][];
}

export interface Play {
  type: 'Play';
  data: { playId: string; earned: number; draw: number; now: string };
}

export type GameError = { code: 'NO_PLAYS_LEFT' } | { code: 'VALIDATION'; field: 'draw' };

export const prizeOf = (draw: number): Prize | null =>
  draw < LENS_CASE_BELOW ? 'lens_case' : draw < PRIZE_BELOW ? 'bonus_entry' : null;

export const playsRemaining = (state: GameState, earned: number): number =>
  Math.max(0, earned - state.plays.length);

export const gameDecider = {
  initialState: (): GameState => ({ plays: [] }),
  /** The game's stream may hold events of other kinds (none yet): they change nothing. */
  evolve: (state: GameState, event: GamePlayed | { readonly type: string }): GameState =>
    isGamePlayed(event) ? { plays: [...state.plays, event.data] } : state,
  decide(
    command: Play,
    state: GameState,
    _env: unknown,
  ): { ok: true; events: GamePlayed[] } | { ok: false; error: GameError } {
    const { playId, earned, draw, now } = command.data;
    if (!Number.isInteger(draw) || draw < 0 || draw >= DRAW_SIZE)
      return { ok: false, error: { code: 'VALIDATION', field: 'draw' } };
    if (playsRemaining(state, earned) === 0) return { ok: false, error: { code: 'NO_PLAYS_LEFT' } };
    return {
      ok: true,
      events: [{ type: 'GamePlayed', data: { playId, prize: prizeOf(draw), playedAt: now } }],
    };
  },
};

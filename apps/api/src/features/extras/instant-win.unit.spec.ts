import { type GamePlayed, gameDecider, playsRemaining, prizeOf } from './instant-win';

const played = (playId: string, prize: GamePlayed['data']['prize'] = null): GamePlayed => ({
  type: 'GamePlayed',
  data: { playId, prize, playedAt: '2025-09-15T15:00:00.000Z' },
});
const given = (events: GamePlayed[]) =>
  events.reduce(gameDecider.evolve, gameDecider.initialState());
const play = (earned: number, draw: number) =>
  ({
    type: 'Play',
    data: { playId: 'p-9', earned, draw, now: '2025-09-15T15:00:00.000Z' },
  }) as const;

describe('instant-win game', () => {
  it.each([
    [0, 'lens_case'],
    [4, 'lens_case'],
    [5, 'bonus_entry'],
    [24, 'bonus_entry'],
    [25, null],
    [99, null],
  ])('draw %i wins %s', (draw, prize) => {
    expect(prizeOf(draw)).toBe(prize);
  });

  it('spends one earned play per play', () => {
    expect(gameDecider.decide(play(2, 3), given([played('a')]), {})).toEqual({
      ok: true,
      events: [
        {
          type: 'GamePlayed',
          data: { playId: 'p-9', prize: 'lens_case', playedAt: '2025-09-15T15:00:00.000Z' },
        },
      ],
    });
    expect(playsRemaining(given([played('a')]), 2)).toBe(1);
  });

  it('refuses a play when none is left (NO_PLAYS_LEFT)', () => {
    expect(gameDecider.decide(play(1, 50), given([played('a')]), {})).toEqual({
      ok: false,
      error: { code: 'NO_PLAYS_LEFT' },
    });
    expect(playsRemaining(given([played('a'), played('b')]), 1)).toBe(0);
  });

  it('refuses a draw outside 0–99', () => {
    expect(gameDecider.decide(play(3, 100), given([]), {})).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION' },
    });
    expect(gameDecider.decide(play(3, 1.5), given([]), {})).toMatchObject({ ok: false });
  });

  it('ignores events of other kinds', () => {
    expect(gameDecider.evolve({ plays: [] }, { type: 'Other' })).toEqual({ plays: [] });
  });
});

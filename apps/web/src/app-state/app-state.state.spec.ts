import { createStore } from 'jotai';
import { appStateFixture } from '../../test-utils/fixtures';
import { nowAtom, setAppStateAtom, todayAtom } from './app-state.state';

afterEach(() => jest.useRealTimers());

describe("the app's clock", () => {
  it('moves on every second from the server’s now; its day changes only at midnight (UTC)', () => {
    jest.useFakeTimers({ now: Date.parse('2030-01-01T00:00:00Z') });
    const store = createStore();
    store.set(setAppStateAtom, appStateFixture({ now: '2025-09-15T23:59:57.000Z' }));
    const ticks: number[] = [];
    const days: string[] = [];
    const stopNow = store.sub(nowAtom, () => ticks.push(store.get(nowAtom)));
    const stopDay = store.sub(todayAtom, () => days.push(store.get(todayAtom)));
    expect(store.get(todayAtom)).toBe('2025-09-15');

    jest.advanceTimersByTime(2_000);
    expect(ticks).toHaveLength(2);
    expect(days).toEqual([]);

    jest.advanceTimersByTime(2_000);
    expect(new Date(store.get(nowAtom)).toISOString()).toBe('2025-09-16T00:00:01.000Z');
    expect(days).toEqual(['2025-09-16']);
    stopNow();
    stopDay();
  });
});

import { ExpiringCache } from './expiring-cache';

describe('ExpiringCache', () => {
  it('loads a key once while it is fresh, even for concurrent readers', async () => {
    const cache = new ExpiringCache<string, number>(60_000, 10);
    const load = jest.fn(async () => 42);
    const values = await Promise.all([
      cache.getOrLoad('a', load),
      cache.getOrLoad('a', load),
      cache.getOrLoad('a', load),
    ]);
    expect(values).toEqual([42, 42, 42]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again once the entry has expired', async () => {
    const cache = new ExpiringCache<string, number>(0, 10);
    const load = jest.fn(async () => 1);
    await cache.getOrLoad('a', load);
    await new Promise((resolve) => setTimeout(resolve, 2));
    await cache.getOrLoad('a', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets a failed load, so the next reader tries again', async () => {
    const cache = new ExpiringCache<string, number>(60_000, 10);
    await expect(cache.getOrLoad('a', () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    await expect(cache.getOrLoad('a', async () => 7)).resolves.toBe(7);
  });

  it('keeps at most its size, dropping the oldest key', async () => {
    const cache = new ExpiringCache<string, string>(60_000, 2);
    const load = jest.fn(async (key: string) => key);
    for (const key of ['a', 'b', 'c', 'a']) await cache.getOrLoad(key, load);
    expect(load.mock.calls.map(([key]) => key)).toEqual(['a', 'b', 'c', 'a']);
  });
});

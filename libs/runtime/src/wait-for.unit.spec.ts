import { type WaitLine, backoffMs, waitForDependencies } from './wait-for';

/** A probe that fails `failures` times, then answers. */
function flaky(failures: number) {
  let calls = 0;
  return {
    calls: () => calls,
    probe: async () => {
      calls += 1;
      if (calls <= failures) throw new Error(`connect ECONNREFUSED (try ${calls})`);
    },
  };
}

describe('waitForDependencies', () => {
  it('waits for a dependency that is not there yet, backing off, one line per try', async () => {
    const postgres = flaky(4);
    const lines: WaitLine[] = [];
    const pauses: number[] = [];
    await waitForDependencies([{ name: 'PostgreSQL', probe: postgres.probe }], {
      log: (line) => lines.push(line),
      sleep: async (ms) => void pauses.push(ms),
    });
    expect(postgres.calls()).toBe(5);
    expect(pauses).toEqual([250, 500, 1_000, 2_000]);
    expect(lines.map((line) => [line.level, line.msg, line.attempt])).toEqual([
      [40, 'waiting for PostgreSQL', 1],
      [40, 'waiting for PostgreSQL', 2],
      [40, 'waiting for PostgreSQL', 3],
      [40, 'waiting for PostgreSQL', 4],
      [30, 'PostgreSQL answered; starting', 5],
    ]);
    expect(lines[0]).toMatchObject({ retryInMs: 250, error: 'connect ECONNREFUSED (try 1)' });
  });

  it('asks each dependency in order and is silent when all answer at once', async () => {
    const asked: string[] = [];
    const lines: WaitLine[] = [];
    const redis = flaky(1);
    await waitForDependencies(
      [
        { name: 'PostgreSQL', probe: async () => void asked.push('PostgreSQL') },
        {
          name: 'Redis',
          probe: async () => {
            asked.push('Redis');
            await redis.probe();
          },
        },
      ],
      { log: (line) => lines.push(line), sleep: async () => undefined },
    );
    expect(asked).toEqual(['PostgreSQL', 'Redis', 'Redis']);
    expect(lines.map((line) => line.msg)).toEqual([
      'waiting for Redis',
      'Redis answered; starting',
    ]);
  });
});

describe('backoffMs', () => {
  it('doubles from 250 ms and stays at 5 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map((attempt) => backoffMs(attempt))).toEqual([
      250, 500, 1_000, 2_000, 4_000, 5_000, 5_000, 5_000,
    ]);
  });
});

import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { PgListener } from './listener';

const settledWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([
    promise.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);

describe('PgListener closing (real PostgreSQL)', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ poolSize: 1 });
  });
  afterAll(() => db.drop());

  const listener = () =>
    new PgListener({
      connection: { connectionString: db.url },
      channels: ['lens_listener_test'],
      onNotification: () => undefined,
    });

  // A process stopped right after it started (a demo seed, a SIGTERM during start-up) closed
  // its listener while the connection was being made, and the close never returned.
  it.each([0, 1, 5, 20])('closes %i ms after starting, while it connects', async (afterMs) => {
    const subject = listener();
    subject.start();
    if (afterMs) await new Promise((resolve) => setTimeout(resolve, afterMs));
    expect(await settledWithin(subject.close(), 3_000)).toBe(true);
    expect(subject.listening).toBe(false);
  });

  it('closes once listening', async () => {
    const subject = listener();
    expect(await subject.ready(5_000)).toBe(true);
    expect(await settledWithin(subject.close(), 3_000)).toBe(true);
  });
});

import { ManualClock } from '../../platform/clock/clock';
import {
  addPatient,
  entryWithReceipt,
  insertPractice,
  monthsOfDailies,
  purchaseCalls,
  signUp,
} from '../../testing/purchase-kit';
import { type TestApp, startTestApp } from '../../testing/test-app';

describe('extras: the instant-win game (real PostgreSQL, Redis, projector)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ clock: new ManualClock(Date.parse('2025-09-15T15:00:00Z')) });
  });
  afterAll(() => t.close());

  const game = (token: string) => ({
    status: () => t.http().get('/api/extras/game').set('profile-token', token),
    play: () => t.http().post('/api/extras/game/plays').set('profile-token', token).send(),
  });

  /** The read model is created by the projector when it starts on a fresh database. */
  async function readModelReady(): Promise<void> {
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const { rows } = await t.db.pool.query(
        "SELECT to_regclass('read_submissions.submissions') AS t",
      );
      if (rows[0]?.t) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('submissions read model not created');
  }

  it('needs a signed-in profile', async () => {
    await t.http().get('/api/extras/game').expect(401);
    await t.http().post('/api/extras/game/plays').expect(401);
    await t.http().get('/api/extras/game').set('profile-token', 'not-a-token').expect(401);
  });

  it('starts with the welcome play, spends it, then refuses with NO_PLAYS_LEFT (409)', async () => {
    await readModelReady();
    const profile = await signUp(t);
    const calls = game(profile.token);
    const before = await calls.status().expect(200);
    expect(before.body.result).toEqual({ plays_remaining: 1, plays: [] });

    const played = await calls.play().expect(201);
    expect(played.body.result.plays_remaining).toBe(0);
    expect(played.body.result.play).toMatchObject({
      playId: expect.any(String),
      playedAt: '2025-09-15T15:00:00.000Z',
    });
    expect([null, 'lens_case', 'bonus_entry']).toContain(played.body.result.play.prize);

    const refused = await calls.play().expect(409);
    expect(refused.body.errors[0]).toMatchObject({
      code: 'NO_PLAYS_LEFT',
      message: expect.stringMatching(/no plays left/),
    });
    const after = await calls.status().expect(200);
    expect(after.body.result.plays).toHaveLength(1);
  });

  it('keeps each profile’s plays its own', async () => {
    await readModelReady();
    const first = await signUp(t);
    const second = await signUp(t);
    await game(first.token).play().expect(201);
    const other = await game(second.token).status().expect(200);
    expect(other.body.result).toEqual({ plays_remaining: 1, plays: [] });
  });

  it('spends a play once when two arrive together: the other is 409', async () => {
    await readModelReady();
    const profile = await signUp(t);
    const calls = game(profile.token);
    const answers = await Promise.all([calls.play(), calls.play()]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
  });

  it('earns a play for each confirmed entry, none for one in progress or discarded', async () => {
    await readModelReady();
    await insertPractice(t, { sap: '700800' });
    const profile = await signUp(t);
    const patientId = await addPatient(t, profile, { sap: '700800' });
    const calls = purchaseCalls(t, profile.token);
    const entry = (purchaseDate: string) =>
      entryWithReceipt(t, profile, {
        patientId,
        purchaseDate,
        sap: '700800',
        supplies: monthsOfDailies(3),
      });
    const confirmed = await entry('2025-09-01');
    await calls.confirm({ purchase_submission_id: confirmed }).expect(200);
    const discarded = await entry('2025-09-02');
    await calls.discard({ purchase_submission_id: discarded }).expect(200);
    await entry('2025-09-03');

    const status = await game(profile.token).status().expect(200);
    expect(status.body.result.plays_remaining).toBe(2);
  });
});

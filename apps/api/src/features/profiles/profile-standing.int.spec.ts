import { Tokens } from '../../platform/auth/tokens';
import { ManualClock } from '../../platform/clock/clock';
import {
  type Signed,
  addPatient,
  entryWithReceipt,
  insertPractice,
  monthsOfDailies,
  purchaseCalls,
  purchaseReadModelsReady,
  signUp,
  yearOfDailies,
} from '../../testing/purchase-kit';
import { type TestApp, startTestApp } from '../../testing/test-app';

const NOW = '2025-09-15T15:00:00Z';
const PREFERRED = { start_date: '2025-01-01', end_date: '2025-12-31' };
const CHECKOUT = { start_date: '2023-04-17', end_date: '2025-12-31' };
const PAST_QUARTER = { start_date: '2025-04-01', end_date: '2025-06-30' };
const PILOT = { start_date: '2022-07-15', end_date: '2022-09-01' };

/** Issue 17 item 8: `is_limited`, `plays_remaining` and `activePrograms` come from real data. */
describe('the profile’s standing (real PostgreSQL, Redis, projector)', () => {
  let t: TestApp;
  const clock = new ManualClock(Date.parse(NOW));

  const me = async (profile: Signed) =>
    (await t.http().get('/api/profiles/me').set('profile-token', profile.token).expect(200)).body
      .result.profile;

  beforeAll(async () => {
    t = await startTestApp({ clock });
    await purchaseReadModelsReady(t);
    await insertPractice(t, {
      sap: '410001',
      programs: {
        preferredpractice: PREFERRED,
        checkout_shop: CHECKOUT,
        '2025_q2': PAST_QUARTER,
        oasys_max_pilot: PILOT,
      },
    });
    await insertPractice(t, { sap: '410002' });
  });
  afterAll(() => t.close());
  afterEach(() => clock.set(NOW));

  it('names the active patient’s practice’s programmes current on the app clock', async () => {
    const profile = await signUp(t);
    expect((await me(profile)).activePrograms).toEqual({});
    await addPatient(t, profile, { sap: '410001' });

    const standing = await me(profile);
    expect(standing.activePrograms).toEqual({
      preferredpractice: PREFERRED,
      checkout_shop: CHECKOUT,
    });
    const programs = await t
      .http()
      .get('/api/purchase-submissions/profile/programs')
      .set('profile-token', profile.token)
      .expect(200);
    expect(programs.body).toEqual({ result: { programs: standing.activePrograms } });

    // The same practice on the first day after the year's programmes: none is current.
    clock.set('2026-01-01T00:00:00Z');
    const { token } = await t.app
      .get(Tokens)
      .issue({ profileId: profile.profileId, role: 'patient' });
    expect((await me({ ...profile, token })).activePrograms).toEqual({});
  });

  it('follows the patient of the newest entry, at another practice', async () => {
    const profile = await signUp(t);
    await addPatient(t, profile, { sap: '410001' });
    const other = await addPatient(t, profile, { relation: 'OTHER', sap: '410002' });
    expect(Object.keys((await me(profile)).activePrograms)).toContain('preferredpractice');
    await entryWithReceipt(t, profile, {
      patientId: other,
      purchaseDate: '2025-09-01',
      sap: '410002',
      supplies: monthsOfDailies(3),
    });
    expect((await me(profile)).activePrograms).toEqual({});
  });

  it('opens a non-public milestone only to patients enrolled in its programme', async () => {
    clock.set('2022-08-01T12:00:00Z');
    const enrolled = await signUp(t);
    await addPatient(t, enrolled, { sap: '410001' });
    const elsewhere = await signUp(t);
    await addPatient(t, elsewhere, { sap: '410002' });

    const pilot = await me(enrolled);
    expect(pilot.activePrograms).toEqual({ oasys_max_pilot: PILOT });
    expect(pilot.milestones).toMatchObject({ oasys_max_pilot: true, promocodeStacking: false });
    expect((await me(elsewhere)).milestones).toMatchObject({ oasys_max_pilot: false });
  });

  it('counts plays left: the welcome play, one per confirmed entry, less those played', async () => {
    const profile = await signUp(t);
    const patientId = await addPatient(t, profile, { sap: '410002' });
    expect((await me(profile)).plays_remaining).toBe(1);
    const id = await entryWithReceipt(t, profile, {
      patientId,
      purchaseDate: '2025-09-02',
      sap: '410002',
      supplies: monthsOfDailies(3),
    });
    await purchaseCalls(t, profile.token).confirm({ purchase_submission_id: id }).expect(200);
    expect((await me(profile)).plays_remaining).toBe(2);
    await t.http().post('/api/extras/game/plays').set('profile-token', profile.token).expect(201);
    expect((await me(profile)).plays_remaining).toBe(1);
  });

  it('is limited once the active patient has a year of supply in the rolling year', async () => {
    const profile = await signUp(t);
    const patientId = await addPatient(t, profile, { sap: '410002' });
    expect((await me(profile)).is_limited).toBe(false);
    const id = await entryWithReceipt(t, profile, {
      patientId,
      purchaseDate: '2025-09-03',
      sap: '410002',
      supplies: yearOfDailies(),
    });
    await purchaseCalls(t, profile.token).confirm({ purchase_submission_id: id }).expect(200);

    expect((await me(profile)).is_limited).toBe(true);
    const login = await t
      .http()
      .post('/api/profiles/login')
      .send({ email: (await me(profile)).email, password: 'Lenses4ever' })
      .expect(200);
    expect(login.body.result.profile).toMatchObject({ is_limited: true, plays_remaining: 2 });
    const limited = await t
      .http()
      .get('/api/patients/active/limited')
      .set('profile-token', profile.token)
      .expect(200);
    expect(limited.body).toEqual({ result: { limited: true } });
  });
});

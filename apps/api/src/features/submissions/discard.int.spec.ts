import {
  type Signed,
  addPatient,
  entryWithReceipt,
  insertPractice,
  monthsOfDailies,
  purchaseCalls,
  purchaseReadModelsReady,
  signUp,
} from '../../testing/purchase-kit';
import { type TestApp, startTestApp } from '../../testing/test-app';

describe('POST purchase-submissions/discard (real PostgreSQL, Redis, projector)', () => {
  let t: TestApp;
  let pat: Signed;
  let patientId: string;

  const listed = async (token: string): Promise<string[]> => {
    const mine = await purchaseCalls(t, token).get('/api/purchase-submissions/all/me').expect(200);
    return mine.body.result.purchaseSubmissions.map((entry: { id: string }) => entry.id);
  };
  const entry = (purchaseDate: string) =>
    entryWithReceipt(t, pat, {
      patientId,
      purchaseDate,
      sap: '500600',
      supplies: monthsOfDailies(3),
    });

  beforeAll(async () => {
    t = await startTestApp({ env: { APP_NOW: '2025-09-15T12:00:00Z' } });
    await purchaseReadModelsReady(t);
    await insertPractice(t, { sap: '500600' });
    pat = await signUp(t);
    patientId = await addPatient(t, pat, { sap: '500600' });
  });
  afterAll(() => t.close());

  it('takes an entry in progress off the dashboard and search, once; again changes nothing', async () => {
    const calls = purchaseCalls(t, pat.token);
    const id = await entry('2025-09-01');
    expect(await listed(pat.token)).toContain(id);

    const discarded = await calls.discard({ purchase_submission_id: id }).expect(200);
    expect(discarded.body).toEqual({ result: { discarded: true } });
    expect(await listed(pat.token)).not.toContain(id);
    await calls
      .get(`/api/purchase-submissions/search/by-id?purchase_submission_id=${id}`)
      .expect(404);
    await calls.discard({ purchase_submission_id: id }).expect(200);
    // A discarded entry cannot be taken up again.
    const confirm = await calls.confirm({ purchase_submission_id: id }).expect(409);
    expect(confirm.body.errors[0]).toMatchObject({ code: 'ILLEGAL_STATUS' });
  });

  it('refuses a confirmed entry (409) and keeps it listed', async () => {
    const calls = purchaseCalls(t, pat.token);
    const id = await entry('2025-09-02');
    await calls.confirm({ purchase_submission_id: id }).expect(200);
    const refused = await calls.discard({ purchase_submission_id: id }).expect(409);
    expect(refused.body.errors[0]).toMatchObject({ code: 'ILLEGAL_STATUS' });
    expect(await listed(pat.token)).toContain(id);
  });

  it('answers another profile’s entry as not found (404) and leaves it alone', async () => {
    const id = await entry('2025-09-03');
    const stranger = await signUp(t);
    await purchaseCalls(t, stranger.token).discard({ purchase_submission_id: id }).expect(404);
    expect(await listed(pat.token)).toContain(id);
  });
});

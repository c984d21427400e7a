import type { EventStore } from '@lens/event-store';
import { EVENT_STORE } from '../../platform/infrastructure/tokens';
import { type TestApp } from '../../testing/test-app';
import {
  addPatient,
  entryWithReceipt,
  impersonate,
  insertPractice,
  monthsOfDailies,
  purchaseCalls,
  signUp,
} from '../../testing/purchase-kit';
import { type Staff, as, readModelReady, startAdminTestApp } from '../testing/admin-kit';

/**
 * Issue 17 item 9: the OAMOE override's "log incomplete" records `incomplete_reason` with
 * `batch_id` and `comment` (spec 001 §3) on the entry, as an event support sees in the history.
 */
describe('OAMOE log incomplete (real PostgreSQL, Redis, projector)', () => {
  let t: TestApp;
  let support: Staff;
  const body = {
    incomplete_reason: 'practice_inactive',
    batch_id: 'OAMOE-2025-09',
    comment: 'Practice left the programme; the patient will choose another.',
  };

  async function entryInProgress() {
    const profile = await signUp(t);
    const patientId = await addPatient(t, profile, { sap: '930100' });
    const id = await entryWithReceipt(t, profile, {
      patientId,
      purchaseDate: '2025-08-01',
      sap: '930100',
      supplies: monthsOfDailies(3),
    });
    return { profile, id };
  }
  const log = (token: string, id: string, payload: object = body) =>
    as(t, token).post(`/admin/api/contest/entry/${id}/incomplete`, payload);

  beforeAll(async () => {
    ({ t, support } = await startAdminTestApp());
    await readModelReady(t, 'submission-history');
    await insertPractice(t, { sap: '930100' });
  });
  afterAll(() => t.close());

  it('records the reason, batch and comment of an admin acting for the patient, shown in the history', async () => {
    const { profile, id } = await entryInProgress();
    const acting = await impersonate(t, profile.profileId);
    const logged = await log(acting, id).expect(201);
    expect(logged.body.result).toMatchObject({ recorded: ['EntryLoggedIncomplete'], status: '' });

    const detail = await as(t, support.token).get(`/admin/api/entries/${id}`).expect(200);
    const item = detail.body.result.history.find(
      (h: { type: string }) => h.type === 'EntryLoggedIncomplete',
    );
    expect(item).toMatchObject({
      actorId: profile.profileId,
      impersonatorId: 'admin-1',
      summary: {
        incompleteReason: 'practice_inactive',
        batchId: 'OAMOE-2025-09',
        comment: body.comment,
        adminId: 'admin-1',
      },
    });
  });

  it('answers PRACTICE_INACTIVE on submit-supplies for an inactive practice, as the override expects; an admin continues with the ecp_exception (issue 29)', async () => {
    await insertPractice(t, { sap: '930200' });
    const profile = await signUp(t);
    const patientId = await addPatient(t, profile, { sap: '930200' });
    const calls = purchaseCalls(t, profile.token);
    const created = await calls
      .purchaseDate({ purchase_date: '2025-08-01', patient_id: patientId })
      .expect(201);
    const id: string = created.body.result.purchaseSubmissionId;
    // The practice left the programme (an ECP upload) after the patient chose it.
    await t.db.pool.query(`UPDATE practices SET status = 'inactive' WHERE sap = '930200'`);
    const body = { patientId, purchase_submission_id: id, supplies: monthsOfDailies(3) };
    const refused = await calls.supplies(body).expect(400);
    expect(refused.body.errors).toEqual([
      { name: 'sap', code: 'PRACTICE_INACTIVE', message: expect.any(String) },
    ]);
    const acting = await impersonate(t, profile.profileId);
    await purchaseCalls(t, acting).supplies(body).expect(400);
    await purchaseCalls(t, acting)
      .supplies({ ...body, exception: true })
      .expect(200);
    const events = await t.app.get<EventStore>(EVENT_STORE).readStream(`submission-${id}`);
    expect(events.filter((e) => e.type === 'SuppliesSubmitted')).toEqual([
      expect.objectContaining({
        data: expect.objectContaining({ sap: '930200', exception: 'ecp_exception' }),
        metadata: expect.objectContaining({ impersonatorId: 'admin-1' }),
      }),
    ]);
  });

  it('lets support log it as themselves, without a batch', async () => {
    const { id } = await entryInProgress();
    const { batch_id: _batch, ...withoutBatch } = body;
    await log(support.token, id, withoutBatch).expect(201);
  });

  it('refuses a patient (403), another patient’s entry (404), bad fields (400), a confirmed entry (409)', async () => {
    const { profile, id } = await entryInProgress();
    await log(profile.token, id).expect(403);
    const stranger = await signUp(t);
    await log(await impersonate(t, stranger.profileId), id).expect(404);
    const bad = await log(support.token, id, {
      incomplete_reason: 'bored',
      batch_id: 'no spaces',
      comment: '',
    }).expect(400);
    expect(bad.body.errors.map((e: { name: string }) => e.name).sort()).toEqual([
      'batch_id',
      'comment',
      'incomplete_reason',
    ]);
    await purchaseCalls(t, profile.token).confirm({ purchase_submission_id: id }).expect(200);
    const locked = await log(support.token, id).expect(409);
    expect(locked.body.errors[0]).toMatchObject({ code: 'ILLEGAL_STATUS' });
  });
});

import { submissionDecider, submissionStream } from '@lens/domain';
import type { EventStore } from '@lens/event-store';
import { systemContext } from '../../platform/event-sourcing/command-context';
import { writeAggregate } from '../../platform/event-sourcing/write-aggregate';
import { EVENT_STORE } from '../../platform/infrastructure/tokens';
import { as, readModelReady, startAdminTestApp, type Staff } from '../../admin/testing/admin-kit';
import {
  addPatient,
  entryWithReceipt,
  insertPractice,
  signUp,
  yearOfDailies,
} from '../../testing/purchase-kit';
import { type TestApp } from '../../testing/test-app';
import { eventsOf, waitUntil } from '../../testing/worker-kit';

/** Issue 28 item 4: GET /api/purchase-submissions/{id}/receipt-reading, and the back office's. */
describe('receipt reading API (real PostgreSQL, Redis, projector)', () => {
  let t: TestApp;
  let support: Staff;
  const SAP = '940100';
  const path = (id: string) => `/api/purchase-submissions/${id}/receipt-reading`;

  async function entry() {
    const profile = await signUp(t);
    const patientId = await addPatient(t, profile, { sap: SAP });
    const id = await entryWithReceipt(t, profile, {
      patientId,
      purchaseDate: '2025-08-01',
      sap: SAP,
      supplies: yearOfDailies('1DM'),
    });
    return { profile, id };
  }

  /** What the worker records after reading the receipt (its decision, without the OCR). */
  async function recordReading(id: string, boxes: number, confidence = 0.95) {
    const attached = (await eventsOf(t, id)).find((e) => e.type === 'ReceiptImageAttached')!;
    const contentHash = (attached.data as { contentHash: string }).contentHash;
    const reading = {
      purchaseDate: { value: '2025-08-01', confidence },
      practiceName: { value: `PRACTICE ${SAP}`, confidence: 0.9 },
      practiceAddress: null,
      practicePhone: { value: '(217) 555-0143', confidence: 0.9 },
      lines: [
        { text: 'AQUADAY MOIST 90PK', brand: '1DM' as const, boxes, lensesPerBox: 90, confidence },
        { text: 'Eye exam', brand: null, boxes: null, lensesPerBox: null, confidence: 0.4 },
      ],
      total: { value: 312.5, confidence: 0.3 },
    };
    await writeAggregate({
      store: t.app.get<EventStore>(EVENT_STORE),
      stream: submissionStream(id),
      decider: submissionDecider,
      command: {
        type: 'RecordReceiptReading',
        data: {
          submissionId: id,
          contentHash,
          engine: 'test',
          outcome: { status: 'read', reading },
        },
      },
      env: { now: Date.now(), newConfirmationCode: () => 'X', submissionWindowDays: 90 },
      context: systemContext(attached.id),
    });
  }

  const readingOf = (token: string, id: string) =>
    waitUntil(async () => {
      const res = await t.http().get(path(id)).set('profile-token', token).expect(200);
      return res.body.result.status !== 'pending' && res.body.result;
    }, `the reading of ${id}`);

  beforeAll(async () => {
    ({ t, support } = await startAdminTestApp());
    await readModelReady(t, 'receipt-readings');
    await insertPractice(t, { sap: SAP });
  });
  afterAll(() => t.close());

  it('answers pending while the receipt is being read', async () => {
    const { profile, id } = await entry();
    const res = await waitUntil(
      () =>
        t
          .http()
          .get(path(id))
          .set('profile-token', profile.token)
          .then((r) => r.status === 200 && r),
      'the entry in the read model',
    );
    expect(res.body).toEqual({
      result: {
        status: 'pending',
        purchaseDate: null,
        practiceName: null,
        lines: [],
        total: null,
        mismatches: [],
      },
    });
  });

  it('answers what was read, unsure values left out, and where it disagrees', async () => {
    const { profile, id } = await entry();
    await recordReading(id, 6);
    expect(await readingOf(profile.token, id)).toEqual({
      status: 'read',
      purchaseDate: '2025-08-01',
      practiceName: `PRACTICE ${SAP}`,
      lines: [
        { brand: '1DM', text: 'AQUADAY MOIST 90PK', boxes: 6 },
        { brand: null, text: 'Eye exam', boxes: null },
      ],
      total: null,
      mismatches: [{ field: 'boxes', entered: '8 1DM', read: '6 1DM' }],
    });
  });

  it('raises no mismatch on what it read unsurely', async () => {
    const { profile, id } = await entry();
    await recordReading(id, 6, 0.6);
    expect((await readingOf(profile.token, id)).mismatches).toEqual([]);
  });

  it('is 404 for another profile and for an unknown entry, 401 without a token', async () => {
    const { id } = await entry();
    const other = await signUp(t);
    const notFound = await t.http().get(path(id)).set('profile-token', other.token).expect(404);
    expect(notFound.body.errors[0]).toMatchObject({ code: 'NOT_FOUND' });
    await t.http().get(path('no-such-entry')).set('profile-token', other.token).expect(404);
    await t.http().get(path(id)).expect(401);
  });

  it('shows the same reading on the back office entry detail', async () => {
    const { profile, id } = await entry();
    await recordReading(id, 8);
    const patientView = await readingOf(profile.token, id);
    expect(patientView.mismatches).toEqual([]);
    const detail = await as(t, support.token).get(`/admin/api/entries/${id}`).expect(200);
    expect(detail.body.result.receiptReading).toEqual(patientView);
  });
});

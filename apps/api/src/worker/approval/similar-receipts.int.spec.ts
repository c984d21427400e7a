import type { INestApplicationContext } from '@nestjs/common';
import { SIMILAR_RECEIPT_MAX_DISTANCE } from '@lens/domain';
import type { RecordedEvent } from '@lens/event-store';
import { type Staff, as, readModelReady, staff } from '../../admin/testing/admin-kit';
import {
  BRIGHT_EYES_HEIC,
  RECEIPTS,
  lookAlikesOf,
  variantsOf,
} from '../../testing/receipt-images';
import {
  type Signed,
  addPatient,
  insertPractice,
  monthsOfDailies,
  purchaseReadModelsReady,
  signUp,
} from '../../testing/purchase-kit';
import { type TestApp, startTestApp } from '../../testing/test-app';
import {
  confirm,
  entryUpToReceipt,
  eventsOf,
  startTestWorker,
  waitUntil,
} from '../../testing/worker-kit';

const SAP = '910100';

/**
 * Issue 17 item 10: a receipt photo re-saved, resized or recompressed passes the SHA-256 check,
 * but not the perceptual hash: the approval holds the entry for support's review queue.
 */
describe('near-duplicate receipts → support review (real photos, PostgreSQL, Redis, worker)', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  let support: Staff;
  let original: string;

  /** A new patient's entry with this receipt photo, confirmed; answers its id. */
  async function confirmedWith(
    photo: Buffer,
    receiptName?: string,
  ): Promise<{ id: string; profile: Signed }> {
    const profile = await signUp(t);
    const patientId = await addPatient(t, profile, { sap: SAP });
    const { id } = await entryUpToReceipt(t, profile, {
      patientId,
      purchaseDate: '2025-08-01',
      sap: SAP,
      supplies: monthsOfDailies(3),
      receipt: photo,
      receiptName,
    });
    await confirm(t, profile, id);
    return { id, profile };
  }

  /** The approval's decision: the first event after the confirmation. */
  async function decisionOf(id: string): Promise<RecordedEvent> {
    const events = await waitUntil(async () => {
      const all = await eventsOf(t, id);
      const at = all.findIndex((e) => e.type === 'SubmissionConfirmed');
      return at >= 0 && all.length > at + 1 && all.slice(at + 1);
    }, `the decision on ${id}`);
    return events[0]!;
  }

  beforeAll(async () => {
    t = await startTestApp({ env: { APP_NOW: '2025-08-15T12:00:00Z', RATE_LIMIT_SCALE: '100' } });
    worker = await startTestWorker(t);
    await purchaseReadModelsReady(t);
    await readModelReady(t, 'submission-search');
    await insertPractice(t, { sap: SAP });
    support = await staff(t, 'support', 'Sam');
    original = (await confirmedWith(RECEIPTS.brightEyes)).id;
    expect((await decisionOf(original)).type).toBe('SubmissionApproved');
  });
  afterAll(async () => {
    await worker.close();
    await t.close();
  });

  it('records a perceptual hash for each stored receipt photo', async () => {
    const { rows } = await t.db.pool.query<{ hash: string | null }>(
      `SELECT perceptual_hash::text AS hash FROM uploads WHERE submission_id = $1`,
      [original],
    );
    expect(rows).toEqual([{ hash: expect.stringMatching(/^[01]{256}$/) }]);
  });

  it('holds re-saved, resized and recompressed copies for review instead of approving', async () => {
    const variants = await variantsOf(RECEIPTS.brightEyes);
    const entries = await Promise.all(
      Object.entries(variants).map(async ([name, photo]) => ({
        name,
        id: (await confirmedWith(photo)).id,
      })),
    );
    // Each copy resembles the original, or a copy of it confirmed before it.
    const copies = [original, ...entries.map((e) => e.id)];
    for (const { name, id } of entries) {
      const decision = await decisionOf(id);
      const data = decision.data as { reason?: string; similarTo?: string; distance?: number };
      expect({ name, type: decision.type, reason: data.reason }).toEqual({
        name,
        type: 'SubmissionHeldForReview',
        reason: 'SIMILAR_RECEIPT',
      });
      expect(copies).toContain(data.similarTo);
      expect(data.distance).toBeLessThanOrEqual(SIMILAR_RECEIPT_MAX_DISTANCE);
    }
  });

  it('holds the receipt turned, mirrored, inside a PDF or as HEIC from other accounts (issue 26 item 4)', async () => {
    const { turnedRight, mirrored, pdfOfTheJpeg, pdfOfPixels } = await lookAlikesOf(
      RECEIPTS.brightEyes,
    );
    const sent: [string, Buffer, string][] = [
      ['turned 90°', turnedRight, 'receipt.jpg'],
      ['mirrored', mirrored, 'receipt.jpg'],
      ['inside a PDF', pdfOfTheJpeg, 'receipt.pdf'],
      ['inside a PDF as pixels', pdfOfPixels, 'receipt.pdf'],
      ['as HEIC', BRIGHT_EYES_HEIC, 'receipt.heic'],
    ];
    for (const [name, photo, file] of sent) {
      const { id } = await confirmedWith(photo, file);
      const decision = await decisionOf(id);
      const data = decision.data as { reason?: string; distance?: number };
      expect({ name, type: decision.type, reason: data.reason }).toEqual({
        name,
        type: 'SubmissionHeldForReview',
        reason: 'SIMILAR_RECEIPT',
      });
      expect(data.distance).toBeLessThanOrEqual(SIMILAR_RECEIPT_MAX_DISTANCE);
    }
  });

  // After the copies above (turned, mirrored, in PDFs) are stored: none of them captures these.
  it.each([
    ['another purchase at the same practice', 'brightEyesOther'],
    ['another practice’s receipt', 'clearView'],
  ] as const)('approves %s', async (_label, receipt) => {
    const { id } = await confirmedWith(RECEIPTS[receipt]);
    expect((await decisionOf(id)).type).toBe('SubmissionApproved');
  });

  it('lists held entries beside the receipt they resemble; support approves or rejects, as events', async () => {
    const approveMe = await confirmedWith((await variantsOf(RECEIPTS.clearView)).resaved);
    const rejectMe = await confirmedWith((await variantsOf(RECEIPTS.clearView)).halfSize);
    for (const { id } of [approveMe, rejectMe])
      expect((await decisionOf(id)).type).toBe('SubmissionHeldForReview');

    const staffCalls = as(t, support.token);
    const queue = await waitUntil(async () => {
      const answer = await staffCalls.get('/admin/api/reviews').expect(200);
      const ids = answer.body.result.reviews.map(
        (r: { entry: { submissionId: string } }) => r.entry.submissionId,
      );
      return ids.includes(approveMe.id) && ids.includes(rejectMe.id) && answer.body.result;
    }, 'both entries in the review queue');
    const review = queue.reviews.find(
      (r: { entry: { submissionId: string } }) => r.entry.submissionId === approveMe.id,
    );
    expect(review).toEqual({
      entry: expect.objectContaining({
        status: 'duplicate_review',
        receiptImageUrl: expect.stringContaining('/api/uploads/'),
      }),
      similar: expect.objectContaining({
        status: 'approved',
        receiptImageUrl: expect.stringContaining('/api/uploads/'),
      }),
      distance: expect.any(Number),
      heldAt: expect.any(String),
      reason: 'SIMILAR_RECEIPT',
      reading: null,
      mismatches: [],
    });
    expect(review.similar.receiptImageUrl).not.toBe(review.entry.receiptImageUrl);
    expect(queue.total).toBeGreaterThanOrEqual(2);

    // A patient cannot see the queue, nor decide.
    await as(t, approveMe.profile.token).get('/admin/api/reviews').expect(403);
    await as(t, approveMe.profile.token)
      .post(`/admin/api/reviews/${approveMe.id}/approve`, { comment: 'mine' })
      .expect(403);
    // A decision needs a comment.
    await staffCalls.post(`/admin/api/reviews/${approveMe.id}/approve`, {}).expect(400);

    const approved = await staffCalls
      .post(`/admin/api/reviews/${approveMe.id}/approve`, {
        comment: 'Second copy of the same purchase from the practice; checked by phone.',
      })
      .expect(200);
    expect(approved.body.result).toMatchObject({
      status: 'approved',
      recorded: ['AdminCommentAdded', 'SubmissionApproved'],
    });
    const rejected = await staffCalls
      .post(`/admin/api/reviews/${rejectMe.id}/reject`, { comment: 'Same receipt, resized.' })
      .expect(200);
    expect(rejected.body.result).toMatchObject({
      status: 'rejected',
      recorded: ['AdminCommentAdded', 'SubmissionRejected'],
    });
    const [comment, decision] = (await eventsOf(t, rejectMe.id)).slice(-2);
    expect(comment).toMatchObject({
      type: 'AdminCommentAdded',
      data: { adminId: support.profileId, comment: 'Same receipt, resized.' },
      metadata: { actorId: support.profileId },
    });
    expect(decision).toMatchObject({
      type: 'SubmissionRejected',
      data: { reasons: ['DUPLICATE_RECEIPT'], rejectedBy: support.profileId },
    });

    // Decided entries leave the queue; deciding again is refused.
    const after = await staffCalls.get('/admin/api/reviews').expect(200);
    const left = after.body.result.reviews.map(
      (r: { entry: { submissionId: string } }) => r.entry.submissionId,
    );
    expect(left).not.toContain(approveMe.id);
    expect(left).not.toContain(rejectMe.id);
    const again = await staffCalls
      .post(`/admin/api/reviews/${rejectMe.id}/approve`, { comment: 'changed my mind' })
      .expect(409);
    expect(again.body.errors[0]).toMatchObject({ code: 'ILLEGAL_STATUS' });
  });
});

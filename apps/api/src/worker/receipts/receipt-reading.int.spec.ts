import type { INestApplicationContext } from '@nestjs/common';
import type { ReceiptRead, SubmissionHeldForReview } from '@lens/domain';
import { JobQueue } from '../../platform/jobs/job-queue';
import { ApprovalProcessor } from '../approval/approval.processor';
import {
  addPatient,
  insertPractice,
  purchaseReadModelsReady,
  signUp,
  yearOfDailies,
} from '../../testing/purchase-kit';
import { generateReceipt } from '../../testing/receipt-set/receipt-set';
import { type TestApp, startTestApp } from '../../testing/test-app';
import {
  confirm,
  entryUpToReceipt,
  eventsOf,
  startTestWorker,
  uniqueReceipt,
  untilEvent,
  waitUntil,
} from '../../testing/worker-kit';

const DATE = '2025-08-01';
const SAP = '300400';
/** The practice as the receipt prints it (the kit's practice is "Practice 300400"). */
const PRACTICE = { entered: `Practice ${SAP}`, printed: `PRACTICE ${SAP}` };

/** A photographed receipt of `boxes` boxes of 90 AquaDay Moist (1DM) bought on `date`. */
const receiptOf = async (boxes: number, date = DATE, index = 1) =>
  (
    await generateReceipt(index, undefined, {
      purchaseDate: date,
      practice: PRACTICE,
      lines: [{ brand: '1DM', lensesPerBox: 90, boxes }],
    })
  ).image;

describe('receipt reading job (issue 28): OCR beside the entry (real PostgreSQL, Redis)', () => {
  let t: TestApp;
  let worker: INestApplicationContext;

  /** A new patient's entry of a year of 1DM (4 + 4 boxes) on DATE, with this receipt. */
  async function entryWith(receipt: Buffer) {
    const profile = await signUp(t);
    const patientId = await addPatient(t, profile, { sap: SAP });
    const { id } = await entryUpToReceipt(t, profile, {
      patientId,
      purchaseDate: DATE,
      sap: SAP,
      supplies: yearOfDailies('1DM'),
      receipt,
    });
    return { profile, id };
  }

  const decisionAfterConfirm = (id: string) =>
    waitUntil(
      async () => {
        const types = (await eventsOf(t, id)).map((e) => e.type);
        const confirmed = types.lastIndexOf('SubmissionConfirmed');
        return (
          confirmed >= 0 &&
          types
            .slice(confirmed + 1)
            .find((type) => type !== 'ReceiptRead' && type !== 'ReceiptUnreadable')
        );
      },
      `the decision on ${id}`,
      90_000,
    );

  beforeAll(async () => {
    t = await startTestApp({
      env: {
        APP_NOW: '2025-08-15T12:00:00Z',
        RECEIPT_READING: 'true',
        RECEIPT_READING_WAIT_MS: '90000',
      },
    });
    worker = await startTestWorker(t);
    await purchaseReadModelsReady(t);
    await insertPractice(t, { sap: SAP });
  });
  afterAll(async () => {
    await worker.close();
    await t.close();
  });

  it('records what the receipt says, caused by the attachment, and changes nothing entered', async () => {
    const { profile, id } = await entryWith(await receiptOf(8));
    const events = await untilEvent(t, id, 'ReceiptRead', 90_000);
    const read = events.find((e) => e.type === 'ReceiptRead')!;
    const attached = events.find((e) => e.type === 'ReceiptImageAttached')!;
    expect(read.metadata).toMatchObject({ actorId: 'system', causationId: attached.id });
    const { reading, engine, contentHash } = read.data as ReceiptRead['data'];
    expect(contentHash).toBe((attached.data as { contentHash: string }).contentHash);
    expect(engine).toMatch(/^tesseract\.js \d+\.\d+\.\d+ .*eng\+spa/);
    expect(reading.purchaseDate?.value).toBe(DATE);
    expect(reading.lines.map(({ brand, boxes }) => ({ brand, boxes }))).toEqual([
      { brand: '1DM', boxes: 8 },
    ]);
    expect(events.filter((e) => e.metadata.actorId === 'system').map((e) => e.type)).toEqual([
      'ReceiptRead',
    ]);
    // The receipt agrees: the approval approves.
    await confirm(t, profile, id);
    expect(await decisionAfterConfirm(id)).toBe('SubmissionApproved');
  });

  it('holds an entry whose receipt confidently disagrees for review, never rejects it', async () => {
    const { profile, id } = await entryWith(await receiptOf(4, DATE, 3));
    await untilEvent(t, id, 'ReceiptRead', 90_000);
    await confirm(t, profile, id);
    expect(await decisionAfterConfirm(id)).toBe('SubmissionHeldForReview');
    const held = (await eventsOf(t, id)).find((e) => e.type === 'SubmissionHeldForReview')!;
    expect(held.data as SubmissionHeldForReview['data']).toMatchObject({
      reason: 'RECEIPT_MISMATCH',
      similarTo: null,
      mismatches: [{ field: 'boxes', entered: '8 1DM', read: '4 1DM' }],
    });
  });

  it('records a receipt it cannot read as unreadable, and the entry goes on as before', async () => {
    const { profile, id } = await entryWith(uniqueReceipt());
    const events = await untilEvent(t, id, 'ReceiptUnreadable', 90_000);
    expect(events.find((e) => e.type === 'ReceiptUnreadable')!.data).toMatchObject({
      reason: 'NO_TEXT',
    });
    await confirm(t, profile, id);
    expect(await decisionAfterConfirm(id)).toBe('SubmissionApproved');
  });

  it('judges an entry without its reading once the wait is over (the queue stopped)', async () => {
    const receipts = worker.get(JobQueue).queueOf('receipts');
    await receipts.pause();
    try {
      const { profile, id } = await entryWith(await receiptOf(4, DATE, 5));
      await confirm(t, profile, id);
      // Still pending a while: the approval waits for the reading it expects.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect((await eventsOf(t, id)).map((e) => e.type)).not.toContain('SubmissionApproved');
      const confirmed = (await eventsOf(t, id)).find((e) => e.type === 'SubmissionConfirmed')!;
      // The job's age past the wait: it judges with what it has.
      const job = { submissionId: id, eventId: confirmed.id, revision: confirmed.revision };
      await worker
        .get(ApprovalProcessor)
        .assess({ ...job, position: confirmed.position }, Date.now() - 90_001);
      const judged = await decisionAfterConfirm(id);
      expect(judged).toBe('SubmissionApproved');
    } finally {
      await receipts.resume();
    }
  });
});

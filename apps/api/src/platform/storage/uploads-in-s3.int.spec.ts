import { existsSync } from 'node:fs';
import type { INestApplicationContext } from '@nestjs/common';
import {
  addPatient,
  insertPractice,
  purchaseCalls,
  purchaseReadModelsReady,
  signUp,
  yearOfDailies,
} from '../../testing/purchase-kit';
import { type S3Server, startS3Server } from '../../testing/s3-server';
import { type TestApp, startTestApp } from '../../testing/test-app';
import {
  confirm,
  entryUpToReceipt,
  startTestWorker,
  uniqueReceipt,
  untilEvent,
} from '../../testing/worker-kit';
import { STORAGE, type Storage } from './storage';

/**
 * Issue 25.2: with `UPLOAD_STORAGE_URL` the upload host writes receipts to the S3-compatible
 * store, the api serves them back from it and the worker's approval reads them there: nothing
 * is kept on the api's own disk, so another api or worker on another machine sees the same file.
 */
describe('uploads in an S3-compatible store (s3rver)', () => {
  let s3: S3Server;
  let t: TestApp;
  let worker: INestApplicationContext;

  beforeAll(async () => {
    s3 = await startS3Server();
    t = await startTestApp({
      env: { APP_NOW: '2025-08-15T12:00:00Z', CARD_MAIL_DELAY_MS: '100', ...s3.env('receipts') },
    });
    worker = await startTestWorker(t);
    await purchaseReadModelsReady(t);
    await insertPractice(t, { sap: '300400' });
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
    await s3?.close();
  });

  it('stores the receipt in the bucket, serves it back, and the approval reads it from there', async () => {
    const profile = await signUp(t);
    const patientId = await addPatient(t, profile, { sap: '300400' });
    const receipt = uniqueReceipt();
    const { id, receiptUrl } = await entryUpToReceipt(t, profile, {
      patientId,
      purchaseDate: '2025-08-01',
      sap: '300400',
      supplies: yearOfDailies(),
      receipt,
    });
    const key = new URL(receiptUrl).pathname.split('/').at(-1)!;
    // In the bucket, not on this machine's disk.
    expect((await t.app.get<Storage>(STORAGE).get(key))?.equals(receipt)).toBe(true);
    expect(existsSync(t.config.paths.uploads)).toBe(false);
    const served = await purchaseCalls(t, profile.token)
      .get(new URL(receiptUrl).pathname)
      .buffer(true)
      .expect(200);
    expect(Buffer.from(served.body as Buffer).equals(receipt)).toBe(true);
    await confirm(t, profile, id);
    const events = await untilEvent(t, id, 'SubmissionApproved');
    expect(events.map((event) => event.type)).not.toContain('SubmissionRejected');
  });
});

import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import type { INestApplicationContext } from '@nestjs/common';
import type { EventStore, RecordedEvent } from '@lens/event-store';
import { EVENT_STORE } from '../platform/infrastructure/tokens';
import { startWorker } from '../worker';
import type { WorkerOptions } from '../worker.module';
import type { CardRecipient } from '../worker/cards/card-fulfilment';
import {
  type Signed,
  TINY_JPEG,
  profileCommand,
  purchaseCalls,
  signUp,
  yearOfDailies,
} from './purchase-kit';
import type { TestApp } from './test-app';

/** The real worker in this process, on the test app's database, Redis prefix and var/. */
export async function startTestWorker(
  t: TestApp,
  hooks?: WorkerOptions['hooks'],
): Promise<INestApplicationContext> {
  return startWorker({ config: t.config, hooks });
}

export async function waitUntil<T>(
  probe: () => Promise<T | undefined | null | false>,
  what: string,
  // Generous: the machine is shared, and a loaded moment must not fail a correct test.
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const eventsOf = (t: TestApp, submissionId: string): Promise<RecordedEvent[]> =>
  t.app.get<EventStore>(EVENT_STORE).readStream(`submission-${submissionId}`);

/** Waits for the entry's stream to hold an event of the type; answers the stream. */
export async function untilEvent(
  t: TestApp,
  submissionId: string,
  type: string,
  timeoutMs?: number,
): Promise<RecordedEvent[]> {
  return waitUntil(
    async () => {
      const events = await eventsOf(t, submissionId);
      return events.some((e) => e.type === type) && events;
    },
    `${type} on ${submissionId}`,
    timeoutMs,
  );
}

/** A real JPEG no other entry has (the tiny JPEG plus random bytes after its end marker). */
export const uniqueReceipt = () => Buffer.from([...TINY_JPEG, ...randomBytes(16)]);

/** An entry up to its receipt, with a receipt of its own unless one is given. */
export async function entryUpToReceipt(
  t: TestApp,
  profile: Signed,
  options: {
    patientId: string;
    purchaseDate: string;
    sap: string;
    supplies: object;
    receipt?: Buffer;
    /** The receipt's file name (its extension must fit its kind): `receipt.jpg` unless said. */
    receiptName?: string;
  },
): Promise<{ id: string; receiptUrl: string }> {
  const calls = purchaseCalls(t, profile.token);
  const created = await calls
    .purchaseDate({ purchase_date: options.purchaseDate, patient_id: options.patientId })
    .expect(201);
  const id: string = created.body.result.purchaseSubmissionId;
  await calls
    .supplies({
      patientId: options.patientId,
      purchase_submission_id: id,
      supplies: options.supplies,
      sap: options.sap,
    })
    .expect(200);
  const uploaded = await calls.upload(id, options.receipt ?? uniqueReceipt(), options.receiptName);
  expect(uploaded.status).toBe(200);
  const receiptUrl: string = uploaded.body.outputs.orig.url;
  await calls.receipt({ purchase_submission_id: id, receipt_image_url: receiptUrl }).expect(200);
  return { id, receiptUrl };
}

export const confirm = (t: TestApp, profile: Signed, id: string) =>
  purchaseCalls(t, profile.token).confirm({ purchase_submission_id: id }).expect(200);

/**
 * A new profile's own patient, living at `address`, with a year of dailies bought at sap
 * 100200 on 2025-08-01 and confirmed: on its way to approval and a mailed card. Answers its id.
 */
export async function confirmedEntryMailedTo(
  t: TestApp,
  address: Omit<CardRecipient, 'name'>,
): Promise<string> {
  const profile = await signUp(t);
  const patientId = randomUUID();
  await profileCommand(t, profile.profileId, {
    type: 'AddPatient',
    data: { patientId, name: 'Pat Lens', relationToProfile: 'SELF', address },
  });
  const { id } = await entryUpToReceipt(t, profile, {
    patientId,
    purchaseDate: '2025-08-01',
    sap: '100200',
    supplies: yearOfDailies(),
  });
  await confirm(t, profile, id);
  return id;
}

/** The sent-mail ledger's rows for an entry: template → how many. */
export async function mailsOf(t: TestApp, submissionId: string): Promise<Record<string, number>> {
  const { rows } = await t.db.pool.query<{ template: string; count: string }>(
    `SELECT template, count(*) AS count FROM sent_mail
      WHERE submission_id = $1 AND status = 'sent' GROUP BY template`,
    [submissionId],
  );
  return Object.fromEntries(rows.map((row) => [row.template, Number(row.count)]));
}

/** The `.eml` files the default transport wrote. */
export const emlFiles = (t: TestApp): string[] => {
  try {
    return readdirSync(t.config.paths.mail).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
};

import type { INestApplicationContext } from '@nestjs/common';
import { checkpointStore } from '@lens/event-store';
import { Queue } from 'bullmq';
import { QUEUE_NAMES } from '../../platform/jobs/job-definitions';
import {
  type Signed,
  addPatient,
  insertPractice,
  purchaseReadModelsReady,
  signUp,
  yearOfDailies,
} from '../../testing/purchase-kit';
import { type TestApp, startTestApp } from '../../testing/test-app';
import {
  confirm,
  emlFiles,
  entryUpToReceipt,
  eventsOf,
  mailsOf,
  startTestWorker,
  untilEvent,
  waitUntil,
} from '../../testing/worker-kit';
import { freePort, startRedis, stopRedis } from '../../testing/redis-server';
import { spawnWorker, workerEnv } from '../../testing/worker-process';
import { PROCESS_MANAGER } from './process-manager';

const APP_NOW = '2025-08-15T12:00:00Z';
const DONE = { submission_confirmed: 1, submission_approved: 1, card_mailed: 1 };

async function newPatient(t: TestApp): Promise<{ profile: Signed; patientId: string }> {
  const profile = await signUp(t);
  return { profile, patientId: await addPatient(t, profile, { sap: '100200' }) };
}

async function confirmedEntry(t: TestApp, who: { profile: Signed; patientId: string }) {
  const { id } = await entryUpToReceipt(t, who.profile, {
    patientId: who.patientId,
    purchaseDate: '2025-08-01',
    sap: '100200',
    supplies: yearOfDailies(),
  });
  await confirm(t, who.profile, id);
  return id;
}

/** Waits for an approved entry's whole journey, then checks everything happened exactly once. */
async function expectDoneOnce(t: TestApp, id: string, timeoutMs = 40_000): Promise<void> {
  await untilEvent(t, id, 'RewardCardMailed', timeoutMs);
  await waitUntil(
    async () => Object.keys(await mailsOf(t, id)).length === 3,
    'the e-mails',
    timeoutMs,
  );
  const types = (await eventsOf(t, id)).map((e) => e.type);
  const count = (type: string) => types.filter((x) => x === type).length;
  expect({
    approved: count('SubmissionApproved'),
    ordered: count('RewardCardOrdered'),
    mailed: count('RewardCardMailed'),
  }).toEqual({ approved: 1, ordered: 1, mailed: 1 });
  expect(await mailsOf(t, id)).toEqual(DONE);
  const one = async (sql: string) => Number((await t.db.pool.query(sql, [id])).rows[0].count);
  expect(await one('SELECT count(*) FROM card_fulfilment_orders WHERE submission_id = $1')).toBe(1);
  await waitUntil(
    async () =>
      (await one(
        'SELECT count(*) FROM read_card_orders.card_orders WHERE submission_id = $1 AND status = $$mailed$$',
      )) === 1,
    'the card order row',
  );
  // Base and preferred bonus lines, once each.
  await waitUntil(
    async () =>
      (await one('SELECT count(*) FROM read_invoices.invoices WHERE submission_id = $1')) === 1,
    'the invoice lines',
  );
}

describe('worker faults: every approved entry gets one card, one invoice set, one e-mail per trigger', () => {
  it('survives SIGKILL in the middle of a card job: the restarted worker finishes it once', async () => {
    const t = await startTestApp({ env: { APP_NOW, CARD_MAIL_DELAY_MS: '200' } });
    try {
      await purchaseReadModelsReady(t);
      await insertPractice(t, { sap: '100200' });
      const who = await newPatient(t);
      const first = spawnWorker(workerEnv(t), ['--pause-card-job-ms=60000']);
      await first.logged((line) => line.msg === 'worker running');
      const id = await confirmedEntry(t, who);
      await first.logged((line) => line.msg === 'card order placed' && line.submissionId === id);
      await first.kill('SIGKILL');
      // The provider took the order; the event recording it was never written.
      expect((await eventsOf(t, id)).map((e) => e.type)).not.toContain('RewardCardOrdered');

      const second = spawnWorker(workerEnv(t));
      try {
        await expectDoneOnce(t, id, 45_000);
      } finally {
        await second.kill();
      }
      expect(emlFiles(t)).toHaveLength(3);
    } finally {
      await t.close();
    }
  }, 90_000);

  it('survives a Redis restart that loses every job: the process manager plans them again', async () => {
    const port = await freePort();
    let redis = await startRedis(port);
    const t = await startTestApp({
      env: { APP_NOW, CARD_MAIL_DELAY_MS: '4000', REDIS_URL: `redis://127.0.0.1:${port}` },
    });
    let worker: INestApplicationContext | null = null;
    try {
      worker = await startTestWorker(t);
      await purchaseReadModelsReady(t);
      await insertPractice(t, { sap: '100200' });
      const before = await confirmedEntry(t, await newPatient(t));
      // Its card is ordered and its "mailed" check waits in Redis as a delayed job …
      await untilEvent(t, before, 'RewardCardOrdered');
      // … when Redis goes down and comes back empty.
      await stopRedis(redis);
      redis = await startRedis(port);
      await expectDoneOnce(t, before);
      const after = await confirmedEntry(t, await newPatient(t));
      await expectDoneOnce(t, after);
      expect(emlFiles(t)).toHaveLength(6);
    } finally {
      await worker?.close();
      await t.close();
      await stopRedis(redis);
    }
  }, 90_000);

  it('replays the whole event store through the process manager without doing anything twice', async () => {
    const t = await startTestApp({ env: { APP_NOW, CARD_MAIL_DELAY_MS: '100' } });
    const worker = await startTestWorker(t);
    const queues = QUEUE_NAMES.map(
      (name) =>
        new Queue(name, { connection: { url: t.config.redis.url }, prefix: t.config.redis.prefix }),
    );
    try {
      await purchaseReadModelsReady(t);
      await insertPractice(t, { sap: '100200' });
      const ids = [
        await confirmedEntry(t, await newPatient(t)),
        await confirmedEntry(t, await newPatient(t)),
      ];
      for (const id of ids) await expectDoneOnce(t, id);
      const last = async () =>
        (
          await t.db.pool.query<{ checkpoint: string }>(
            `SELECT transaction_id::text || ':' || position AS checkpoint FROM es.events
              ORDER BY transaction_id DESC, position DESC LIMIT 1`,
          )
        ).rows[0]!.checkpoint;
      const replayed = async () => {
        const end = await last();
        await waitUntil(
          async () => (await checkpointStore.load(t.db.pool, PROCESS_MANAGER)) === end,
          'the process manager to reach the end again',
        );
        await waitUntil(async () => {
          const counts = await Promise.all(
            queues.map((q) => q.getJobCounts('waiting', 'active', 'delayed', 'prioritized')),
          );
          return counts.every((c) => Object.values(c).every((n) => n === 0));
        }, 'the queues to drain');
      };

      // Replay with BullMQ still remembering the jobs: every id is known, nothing is added.
      await checkpointStore.reset(t.db.pool, PROCESS_MANAGER, null);
      await replayed();
      // Replay after BullMQ forgot them (records expired): every job runs again, and finds its
      // work done.
      for (const queue of queues) await queue.obliterate({ force: true });
      await checkpointStore.reset(t.db.pool, PROCESS_MANAGER, null);
      await waitUntil(
        async () => ((await queues[0]!.getJobCounts('completed')).completed ?? 0) > 0,
        'a re-run job',
      );
      await replayed();
      for (const id of ids) await expectDoneOnce(t, id);
      expect(emlFiles(t)).toHaveLength(6);
      const { rows } = await t.db.pool.query<{ max: number }>(
        'SELECT max(attempts) AS max FROM sent_mail',
      );
      expect(rows[0]?.max).toBe(2); // the e-mail jobs did run again, and sent nothing
    } finally {
      await Promise.all(queues.map((q) => q.close()));
      await worker.close();
      await t.close();
    }
  }, 90_000);
});

import type { INestApplicationContext } from '@nestjs/common';
import { checkpointStore } from '@lens/event-store';
import { loadConfig as loadProjectorConfig, startProjector } from '@lens/projector';
import { type Job, Queue, UnrecoverableError, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import pino from 'pino';
import { JobQueue } from '../../platform/jobs/job-queue';
import {
  addPatient,
  insertPractice,
  purchaseReadModelsReady,
  signUp,
  yearOfDailies,
} from '../../testing/purchase-kit';
import { type TestApp, startTestApp } from '../../testing/test-app';
import {
  confirm,
  entryUpToReceipt,
  eventsOf,
  startTestWorker,
  untilEvent,
  waitUntil,
} from '../../testing/worker-kit';
import { planJobs } from './job-plan';
import { PROCESS_MANAGER } from './process-manager';

const APP_NOW = '2025-08-15T12:00:00Z';

/** An entry of a new patient up to its receipt; `confirm` it to set the approval going. */
async function entryToConfirm(t: TestApp) {
  const profile = await signUp(t);
  const patientId = await addPatient(t, profile, { sap: '100200' });
  const { id } = await entryUpToReceipt(t, profile, {
    patientId,
    purchaseDate: '2025-08-01',
    sap: '100200',
    supplies: yearOfDailies(),
  });
  return { id, confirm: () => confirm(t, profile, id) };
}

/** A confirmed entry of a new patient (no worker running yet: nothing decides it). */
async function confirmedEntry(t: TestApp): Promise<string> {
  const entry = await entryToConfirm(t);
  await entry.confirm();
  return entry.id;
}

const approvalQueue = (t: TestApp) =>
  new Queue('approval', { connection: { url: t.config.redis.url }, prefix: t.config.redis.prefix });

async function approvalJobOf(t: TestApp, queue: Queue, id: string): Promise<Job | undefined> {
  const confirmed = (await eventsOf(t, id)).find((e) => e.type === 'SubmissionConfirmed')!;
  return queue.getJob(`assess-submission.${confirmed.id}`);
}

describe('no entry left without a decision (real PostgreSQL, Redis, worker)', () => {
  it('an approval waiting on lagging read models is put back without using its tries, then decides', async () => {
    const t = await startTestApp({ env: { APP_NOW } });
    const queue = approvalQueue(t);
    let worker: INestApplicationContext | null = null;
    let projector: Awaited<ReturnType<typeof startProjector>> | null = null;
    try {
      await purchaseReadModelsReady(t);
      await insertPractice(t, { sap: '100200' });
      const entry = await entryToConfirm(t);
      // The projector stops before the confirmation: the read models the approval judges by
      // will not reach it until the projector runs again …
      await t.projector!.stop();
      await entry.confirm();
      const lagging = entry.id;
      worker = await startTestWorker(t);
      // … for two rounds of waiting (5 s each) and more.
      await new Promise((resolve) => setTimeout(resolve, 14_000));
      const job = await approvalJobOf(t, queue, lagging);
      expect(job).toBeDefined();
      expect(await job!.isFailed()).toBe(false);
      expect(job!.attemptsMade).toBe(0);
      expect((await eventsOf(t, lagging)).map((e) => e.type)).not.toContain('SubmissionApproved');

      projector = await startProjector(
        {
          ...loadProjectorConfig({ DATABASE_URL: t.db.url, LOG_LEVEL: 'silent' }),
          batchSize: 200,
          standbyRetryMs: 100,
        },
        { logger: pino({ level: 'silent' }) },
      );
      await untilEvent(t, lagging, 'SubmissionApproved', 40_000);
    } finally {
      await queue.close();
      await worker?.close();
      await projector?.stop();
      await t.close();
    }
  }, 120_000);

  it('queues again the job of an entry whose job failed for good or vanished', async () => {
    const t = await startTestApp({ env: { APP_NOW, ENTRY_SWEEP_INTERVAL_MS: '1000' } });
    const queue = approvalQueue(t);
    const redis = new Redis(t.config.redis.url);
    let worker: INestApplicationContext | null = null;
    try {
      await purchaseReadModelsReady(t);
      await insertPractice(t, { sap: '100200' });
      const failed = await confirmedEntry(t);
      const vanished = await confirmedEntry(t);
      // The first entry's approval was queued and failed after its last try (an outage longer
      // than its back-off); the second's was never queued, or lost.
      const jobs = t.app.get(JobQueue);
      const confirmation = (await eventsOf(t, failed)).find(
        (e) => e.type === 'SubmissionConfirmed',
      )!;
      await jobs.enqueueAll(
        planJobs([confirmation], { cardMailDelayMs: 0 }).filter((j) => j.queue === 'approval'),
      );
      const failing = new Worker(
        'approval',
        async () => {
          throw new UnrecoverableError('PostgreSQL was down for too long');
        },
        {
          connection: { url: t.config.redis.url, maxRetriesPerRequest: null },
          prefix: t.config.redis.prefix,
        },
      );
      await waitUntil(
        async () => (await approvalJobOf(t, queue, failed))?.isFailed(),
        'the failure',
      );
      await failing.close();
      // The process manager has planned everything already (its checkpoint is at the end and
      // Redis kept its marker): nothing but the sweep can help these entries now.
      const { rows } = await t.db.pool.query<{ checkpoint: string }>(
        `SELECT transaction_id::text || ':' || position AS checkpoint FROM es.events
          ORDER BY transaction_id DESC, position DESC LIMIT 1`,
      );
      await checkpointStore.reset(t.db.pool, PROCESS_MANAGER, rows[0]!.checkpoint);
      await redis.set(`${t.config.redis.prefix}:${PROCESS_MANAGER}:jobs-kept-since`, 'now');

      worker = await startTestWorker(t);
      await untilEvent(t, failed, 'SubmissionApproved', 40_000);
      await untilEvent(t, vanished, 'SubmissionApproved', 40_000);
      for (const id of [failed, vanished]) {
        const types = (await eventsOf(t, id)).map((e) => e.type);
        expect(types.filter((type) => type === 'SubmissionApproved')).toHaveLength(1);
      }
    } finally {
      redis.disconnect();
      await queue.close();
      await worker?.close();
      await t.close();
    }
  }, 120_000);
});

import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { type EventStore, checkpointStore } from '@lens/event-store';
import { Queue } from 'bullmq';
import { EVENT_STORE } from '../../platform/infrastructure/tokens';
import { jobIdOf } from '../../platform/jobs/job-queue';
import { insertPractice } from '../../testing/purchase-kit';
import { type TestApp, startTestApp } from '../../testing/test-app';
import { emlFiles, startTestWorker, waitUntil } from '../../testing/worker-kit';
import { PROCESS_MANAGER } from './process-manager';

const AT = '2025-08-15T12:00:00.000Z';
const practice = { sap: '100200', display_name: 'Practice 100200', url: null };

/**
 * The e-mails the API asks for are recorded as events first. A process that dies between the
 * append and the enqueue is simulated by appending the event alone: the worker's process manager
 * must plan the job from it, under the id the API would have used, and a replay must not send it
 * again.
 */
describe('requested e-mails: planned from their events (real PostgreSQL, Redis, worker)', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  let store: EventStore;
  let email: Queue;

  beforeAll(async () => {
    t = await startTestApp({ env: { APP_NOW: '2025-08-15T12:00:00Z', RATE_LIMIT_SCALE: '100' } });
    worker = await startTestWorker(t);
    store = t.app.get<EventStore>(EVENT_STORE);
    email = new Queue('email', {
      connection: { url: t.config.redis.url },
      prefix: t.config.redis.prefix,
    });
    await insertPractice(t, { sap: practice.sap });
  });
  afterAll(async () => {
    await email.close();
    await worker.close();
    await t.close();
  });

  /** Each job id's sent-mail record: how often its job ran, and whether the mail went. */
  async function sent(jobIds: readonly string[]) {
    const { rows } = await t.db.pool.query<{ job_id: string; attempts: number; status: string }>(
      `SELECT job_id, attempts, status FROM sent_mail WHERE job_id = ANY($1) ORDER BY job_id`,
      [jobIds],
    );
    return rows;
  }

  const allSent = (jobIds: readonly string[]) =>
    waitUntil(
      async () => {
        const rows = await sent(jobIds);
        return rows.length === jobIds.length && rows.every((r) => r.status === 'sent') && rows;
      },
      `the e-mails ${jobIds.join(', ')}`,
    );

  /** Replays every event through the process manager and waits until it is back at the end. */
  async function replayEverything(): Promise<void> {
    const last = async () =>
      (
        await t.db.pool.query<{ checkpoint: string }>(
          `SELECT transaction_id::text || ':' || position AS checkpoint FROM es.events
            ORDER BY transaction_id DESC, position DESC LIMIT 1`,
        )
      ).rows[0]!.checkpoint;
    await checkpointStore.reset(t.db.pool, PROCESS_MANAGER, null);
    const end = await last();
    await waitUntil(
      async () => (await checkpointStore.load(t.db.pool, PROCESS_MANAGER)) === end,
      'the process manager to reach the end again',
    );
    await waitUntil(async () => {
      const counts = await email.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
      return Object.values(counts).every((n) => n === 0);
    }, 'the e-mail queue to drain');
  }

  it('sends the e-mail of an event whose job was never queued (a crash after the append), once', async () => {
    const id = () => randomUUID();
    const [ecp, optIn, referral, estimate] = [id(), id(), id(), id()];
    const append = (streamId: string, eventId: string, type: string, data: object) =>
      store.append(streamId, [{ id: eventId, type, data, metadata: {} }], 'no_stream');
    await append(`ecp-code-request-${id()}`, ecp, 'EcpCodeRequested', {
      requestId: id(),
      sap: practice.sap,
      email: 'front.desk@example.com',
      language: 'es',
      requestedAt: AT,
      practice,
    });
    await append(`optin-${id()}`, optIn, 'OptInRequested', {
      requestId: id(),
      channel: 'email',
      address: 'optin@example.com',
      profileId: null,
      source: 'estimator',
      language: 'en',
      wordingVersion: 'email-2025-09',
      requestedAt: AT,
    });
    // A consent recorded before double opt-in mails nothing.
    await append(`optin-${id()}`, id(), 'OptInRecorded', {
      email_opt_in: true,
      email: 'legacy@example.com',
      sms_opt_in: false,
      phone_number: null,
      profileId: null,
      source: 'estimator',
      recordedAt: AT,
      language: 'en',
      confirmationRequested: true,
    });
    await append(`referral-${id()}`, referral, 'FriendsReferred', {
      referralId: id(),
      referrerProfileId: null,
      friends: [
        { name: 'Ana', email: 'ana@example.com' },
        { name: 'Luis', email: 'luis@example.com' },
      ],
      referredAt: AT,
      language: 'es',
      fromName: null,
    });
    await append(`estimate-results-${id()}`, estimate, 'EstimateResultsRequested', {
      email: 'visitor@example.com',
      language: 'en',
      patientName: 'Sam',
      brand: '1DM',
      monthlyAmount: 12,
      practice: null,
      estimate: { awardAmount: 200, bonusAmount: 0, newWearer: false, subPhase: 'julTRA_2025' },
      requestedAt: AT,
    });
    // The ids the API uses when it queues them itself.
    const jobIds = [
      jobIdOf('ecp-code-request', { eventId: ecp }),
      jobIdOf('opt-in-confirmation', { eventId: optIn }),
      jobIdOf('referral-invitation', { eventId: `${referral}.0` }),
      jobIdOf('referral-invitation', { eventId: `${referral}.1` }),
      jobIdOf('estimate-results', { eventId: estimate }),
    ];
    await allSent(jobIds);
    const files = emlFiles(t).length;

    await replayEverything();
    expect((await sent(jobIds)).map((row) => row.attempts)).toEqual(jobIds.map(() => 1));
    expect(emlFiles(t)).toHaveLength(files);
    const legacy = await t.db.pool.query(
      `SELECT 1 FROM sent_mail WHERE to_address = 'legacy@example.com'`,
    );
    expect(legacy.rows).toEqual([]);
  }, 60_000);

  it('queues one job when both the API and the process manager plan it', async () => {
    const ecp = await t
      .http()
      .post('/api/eye-care-professionals/ecp-code-request')
      .send({ email: 'reception@example.com', sap: practice.sap })
      .expect(202);
    const [requested] = await store.readStream(`ecp-code-request-${ecp.body.result.requestId}`);
    await t
      .http()
      .post('/api/opt-in/send_results')
      .send({ email: 'estimate@example.com', brand: 'TAS', monthly_amount: 6 })
      .expect(202);
    const { rows } = await t.db.pool.query<{ id: string }>(
      `SELECT event_id::text AS id FROM es.events WHERE type = 'EstimateResultsRequested'
        AND data->>'email' = 'estimate@example.com'`,
    );
    expect(rows).toHaveLength(1);
    const jobIds = [
      jobIdOf('ecp-code-request', { eventId: requested!.id }),
      jobIdOf('estimate-results', { eventId: rows[0]!.id }),
    ];
    await allSent(jobIds);
    await replayEverything();
    expect((await sent(jobIds)).map((row) => row.attempts)).toEqual([1, 1]);
  }, 60_000);
});

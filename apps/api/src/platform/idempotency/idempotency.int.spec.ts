import { randomUUID } from 'node:crypto';
import { profileDecider } from '@lens/domain';
import type { EventStore } from '@lens/event-store';
import { Client } from 'pg';
import { ManualClock } from '../clock/clock';
import { writeAggregate } from '../event-sourcing/write-aggregate';
import { EVENT_STORE } from '../infrastructure/tokens';
import { JobQueue } from '../jobs/job-queue';
import {
  type Signed,
  addPatient,
  insertPractice,
  purchaseReadModelsReady,
  signUp,
} from '../../testing/purchase-kit';
import { type TestApp, startTestApp } from '../../testing/test-app';
import { IDEMPOTENCY_KEY_TTL_MS, IdempotencyKeys, lockIdOf, scopeKeyOf } from './idempotency-keys';
import { runInRequestTransaction } from './request-transaction';

const START = '2025-08-15T12:00:00Z';
const registration = (email: string) => ({
  email,
  password: 'Lenses4ever',
  first_name: 'Ida',
  last_name: 'Key',
  birthday: '1980-02-02',
  language: 'en',
});

describe('Idempotency-Key (real PostgreSQL, Redis, projector)', () => {
  let t: TestApp;
  let pat: Signed;
  let patientId: string;
  const clock = new ManualClock(Date.parse(START));

  const count = async (sql: string, values: unknown[] = []) =>
    Number((await t.db.pool.query<{ n: string }>(sql, values)).rows[0]!.n);
  const entriesOf = (profileId: string) =>
    count(
      `SELECT count(*) AS n FROM es.events
        WHERE type = 'PurchaseDateEntered' AND data->>'profileId' = $1`,
      [profileId],
    );
  const purchaseDate = (key: string | null, body: object, token = pat.token) => {
    const call = t
      .http()
      .post('/api/purchase-submissions/purchase-date')
      .set('profile-token', token);
    return (key ? call.set('Idempotency-Key', key) : call).send(body);
  };

  beforeAll(async () => {
    t = await startTestApp({ clock, env: { APP_NOW: START } });
    await purchaseReadModelsReady(t);
    await insertPractice(t, { sap: '100200' });
    pat = await signUp(t);
    patientId = await addPatient(t, pat, { sap: '100200' });
  });
  afterAll(() => t.close());

  it('answers the same key and body with the first answer, without a second event', async () => {
    const key = randomUUID();
    const body = { purchase_date: '2025-08-01', patient_id: patientId };
    const first = await purchaseDate(key, body).expect(201);
    const again = await purchaseDate(key, body).expect(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(await entriesOf(pat.profileId)).toBe(1);
    // The key's answer is stored sealed: the database never holds it readable.
    const { rows } = await t.db.pool.query<{ answer: Buffer }>(
      'SELECT answer FROM idempotency_keys',
    );
    const id = first.body.result.purchaseSubmissionId as string;
    expect(rows.some((row) => row.answer.includes(Buffer.from(id)))).toBe(false);
  });

  it('answers a quoted key (the draft’s Structured Field string) like the bare one', async () => {
    const key = randomUUID();
    const body = { purchase_date: '2025-08-02', patient_id: patientId };
    const before = await entriesOf(pat.profileId);
    const first = await purchaseDate(`"${key}"`, body).expect(201);
    const again = await purchaseDate(key, body).expect(201);
    expect(again.body).toEqual(first.body);
    expect(await entriesOf(pat.profileId)).toBe(before + 1);
  });

  it('refuses the same key with another body: 422 IDEMPOTENCY_KEY_REUSED', async () => {
    const key = randomUUID();
    await purchaseDate(key, { purchase_date: '2025-08-01', patient_id: patientId }).expect(201);
    const before = await entriesOf(pat.profileId);
    const other = await purchaseDate(key, { purchase_date: '2025-08-03', patient_id: patientId });
    expect(other.status).toBe(422);
    expect(other.body.errors[0]).toMatchObject({
      name: 'Idempotency-Key',
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    expect(await entriesOf(pat.profileId)).toBe(before);
  });

  it('refuses a key another request still holds: 409 IDEMPOTENCY_KEY_IN_USE, Retry-After', async () => {
    const key = randomUUID();
    const lock = lockIdOf(scopeKeyOf(`profile:${pat.profileId}`, key));
    const holder = new Client({ connectionString: t.db.url });
    await holder.connect();
    try {
      await holder.query('SELECT pg_advisory_lock($1::bigint)', [lock]);
      const before = await entriesOf(pat.profileId);
      const busy = await purchaseDate(key, { purchase_date: '2025-08-01', patient_id: patientId });
      expect(busy.status).toBe(409);
      expect(busy.body.errors[0].code).toBe('IDEMPOTENCY_KEY_IN_USE');
      expect(busy.headers['retry-after']).toBe('1');
      expect(await entriesOf(pat.profileId)).toBe(before);
    } finally {
      await holder.end();
    }
    // Once it is free, the key runs.
    await purchaseDate(key, { purchase_date: '2025-08-01', patient_id: patientId }).expect(201);
  });

  it('runs two racing requests with one key once: one entry, the other waits or replays', async () => {
    const key = randomUUID();
    const email = `race-${randomUUID()}@example.com`;
    const register = () =>
      t.http().post('/api/profiles').set('Idempotency-Key', key).send(registration(email));
    const answers = await Promise.all([register(), register(), register()]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    const created = answers.filter((answer) => answer.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    for (const answer of created) expect(answer.body).toEqual(created[0]!.body);
    for (const answer of answers.filter((a) => a.status === 409))
      expect(answer.body.errors[0].code).toBe('IDEMPOTENCY_KEY_IN_USE');
    expect(
      await count(
        `SELECT count(*) AS n FROM es.events WHERE type = 'ProfileRegistered' AND data->>'email' = $1`,
        [email],
      ),
    ).toBe(1);
  });

  it('scopes keys by the caller: another profile’s request with the key is its own', async () => {
    const key = randomUUID();
    const other = await signUp(t);
    const otherPatient = await addPatient(t, other, { sap: '100200' });
    await purchaseDate(key, { purchase_date: '2025-08-01', patient_id: patientId }).expect(201);
    const theirs = await purchaseDate(
      key,
      { purchase_date: '2025-08-01', patient_id: otherPatient },
      other.token,
    ).expect(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(await entriesOf(other.profileId)).toBe(1);
  });

  it('refuses a malformed key: 400 IDEMPOTENCY_KEY_INVALID, nothing done', async () => {
    const before = await entriesOf(pat.profileId);
    for (const key of ['short', 'x'.repeat(256), 'with space in it 1234']) {
      const bad = await purchaseDate(key, { purchase_date: '2025-08-01', patient_id: patientId });
      expect(bad.status).toBe(400);
      expect(bad.body.errors[0]).toMatchObject({ code: 'IDEMPOTENCY_KEY_INVALID' });
    }
    expect(await entriesOf(pat.profileId)).toBe(before);
  });

  it('keeps a refusal (400) as the answer to its key', async () => {
    const key = randomUUID();
    const bad = await purchaseDate(key, { purchase_date: 'soon', patient_id: patientId });
    expect(bad.status).toBe(400);
    const again = await purchaseDate(key, { purchase_date: 'soon', patient_id: patientId });
    expect(again.status).toBe(400);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('rolls a request’s writes back when it ends without an answer to keep (a 5xx)', async () => {
    const keys = t.app.get(IdempotencyKeys);
    const store = t.app.get<EventStore>(EVENT_STORE);
    const profileId = randomUUID();
    const key = randomUUID();
    const claim = await keys.claim('test', key, keys.fingerprint(['x']));
    if (claim.kind !== 'run') throw new Error(`expected to run, got ${claim.kind}`);
    await runInRequestTransaction(claim.transaction, () =>
      writeAggregate({
        store,
        stream: `profile-${profileId}`,
        decider: profileDecider,
        command: {
          type: 'RegisterProfile',
          data: {
            profileId,
            email: `${profileId}@example.com`,
            firstName: 'A',
            lastName: 'B',
            language: 'en',
          },
        },
        env: { now: clock.now().getTime() },
        context: {},
      }),
    );
    // Not visible outside the request before it ends, and gone once it ends without an answer.
    expect(await store.readStream(`profile-${profileId}`)).toHaveLength(0);
    await claim.transaction.finish(null);
    expect(await store.readStream(`profile-${profileId}`)).toHaveLength(0);
    // The key's lock went with it.
    const held = await count(
      `SELECT count(*) AS n FROM pg_locks
        WHERE locktype = 'advisory' AND objsubid = 1 AND database = (
              SELECT oid FROM pg_database WHERE datname = current_database())
          AND ((classid::bigint << 32) | objid::bigint) = $1::bigint`,
      [lockIdOf(scopeKeyOf('test', key))],
    );
    expect(held).toBe(0);
  });

  it('commits a request’s writes with its answer, and queues its jobs only then', async () => {
    const keys = t.app.get(IdempotencyKeys);
    const jobs = t.app.get(JobQueue);
    const store = t.app.get<EventStore>(EVENT_STORE);
    const claim = await keys.claim('test', randomUUID(), keys.fingerprint(['y']));
    if (claim.kind !== 'run') throw new Error(`expected to run, got ${claim.kind}`);
    const marker = randomUUID();
    const jobId = await runInRequestTransaction(claim.transaction, async () => {
      await store.append(`test-${marker}`, [{ type: 'Marked', data: {} }], 'no_stream');
      return jobs.enqueue(
        'email',
        'admin-trigger',
        { template: 'submission_confirmed', submissionId: marker, requestedBy: 'admin-1' },
        { eventId: marker },
      );
    });
    expect(await jobs.queueOf('email').getJob(jobId)).toBeUndefined();
    expect(await store.readStream(`test-${marker}`)).toHaveLength(0);
    await claim.transaction.finish(() =>
      claim.store({ status: 200, headers: {}, body: Buffer.from('{}') }),
    );
    expect(await store.readStream(`test-${marker}`)).toHaveLength(1);
    expect(await jobs.queueOf('email').getJob(jobId)).toBeDefined();
    await jobs.queueOf('email').remove(jobId);
  });
  // Last: it moves the clock a day on.
  it('keeps a key 24 hours: then it is forgotten and the request runs anew', async () => {
    const key = randomUUID();
    const body = registration(`day-${randomUUID()}@example.com`);
    const register = () => t.http().post('/api/profiles').set('Idempotency-Key', key).send(body);
    const first = await register().expect(201);
    clock.advance(IDEMPOTENCY_KEY_TTL_MS - 1_000);
    const within = await register().expect(201);
    expect(within.body).toEqual(first.body);
    clock.advance(2_000);
    // Run anew: the e-mail is taken now (by the first run).
    const after = await register().expect(409);
    expect(after.body.errors[0].code).toBe('DUPLICATE');
    expect(after.headers['idempotent-replayed']).toBeUndefined();
    expect(await t.app.get(IdempotencyKeys).forgetExpired()).toBeGreaterThan(0);
  });
});

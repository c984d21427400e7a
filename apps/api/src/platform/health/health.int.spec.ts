import { databaseOutage } from '@lens/event-store/testing';
import { PROGRESS_CHANNEL, ProjectionWaiter } from '../event-sourcing/projection-waiter';
import { as, staff } from '../../admin/testing/admin-kit';
import { escalationForm } from '../../testing/escalation-form';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { expectUnavailable } from '../../testing/unavailable';
import { waitUntil } from '../../testing/worker-kit';

describe('API edge (real PostgreSQL, Redis, projector)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { APP_NOW: '2025-08-15T12:00:00Z' } });
  });
  afterAll(() => t.close());

  it('GET /api/health checks PostgreSQL, Redis and the event store', async () => {
    const response = await t.http().get('/api/health').expect(200);
    expect(response.body).toEqual({
      result: {
        status: 'ok',
        checks: { postgres: 'ok', redis: 'ok', eventStore: 'ok', listener: 'ok' },
      },
    });
  });

  it('GET /api/app describes the pinned moment: phase, sub-phase with its reward values, flags, milestones', async () => {
    const response = await t
      .http()
      .get('/api/app?channel=m')
      .set('Accept-Language', 'es-US,es;q=0.9')
      .expect(200);
    const state = response.body.result;
    expect(state).toMatchObject({
      phase: 'active',
      channel: 'm',
      locale: 'es',
      userLanguage: 'es',
      promoCodeLimit: 2,
      features: { rewardsEstimatorEnhancements: true, ecpTargetedMarketing: true },
      subPhase: {
        name: 'julTRA_2025',
        max_reward: 250,
        flex_max_reward: 200,
        preferred_max_reward: 50,
        three_month: 15,
      },
    });
    expect(Date.parse(state.now)).toBeGreaterThanOrEqual(Date.parse('2025-08-15T12:00:00Z'));
    expect(state.milestones).toContainEqual(
      expect.objectContaining({ name: 'promocodeStacking', active: true }),
    );
  });

  it('answers unknown routes with the error shape, never a stack', async () => {
    const response = await t.http().get('/api/no-such-thing').expect(404);
    expect(response.body).toEqual({
      errors: [{ name: 'body', code: 'NOT_FOUND', message: expect.any(String) }],
    });
  });

  it('answers malformed JSON with 400, in the caller’s language', async () => {
    const response = await t
      .http()
      .post('/api/app')
      .set('Content-Type', 'application/json')
      .set('Accept-Language', 'es')
      .send('{"broken": ')
      .expect(400);
    expect(response.body.errors[0].code).toBe('VALIDATION');
    expect(JSON.stringify(response.body)).not.toMatch(/at .*\.js|SyntaxError/);
  });
});

describe('a lost projection listener (real PostgreSQL): 503 and an honest health, then recovery', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { APP_NOW: '2025-08-15T12:00:00Z' } });
  });
  afterAll(async () => {
    await databaseOutage.refuseConnections(t.db.name, false);
    await t.close();
  });

  it('answers read-your-writes calls 503 while the listener cannot reconnect, and recovers without a restart', async () => {
    const waiter = t.app.get(ProjectionWaiter);
    // Registration writes its read model inline: support's reply is a call that still waits
    // for the projector (the escalations read model) before it answers.
    const support = await staff(t, 'support');
    const escalated = await t.http().post('/api/escalations').send(escalationForm()).expect(201);
    const { escalationId } = escalated.body.result as { escalationId: string };
    const reply = () =>
      as(t, support.token).post(`/admin/api/escalations/${escalationId}/reply`, {
        message: 'Your card went out on Monday.',
      });
    expect(waiter.listening).toBe(true);
    // The listener's connection dies and new connections are refused (as when the server
    // restarts or max_connections is reached): its reconnection attempts fail.
    await databaseOutage.refuseConnections(t.db.name, true);
    expect(await databaseOutage.terminateListeners(t.db.name, PROGRESS_CHANNEL)).toBe(1);
    await waitUntil(async () => !waiter.listening, 'the listener to notice');
    await new Promise((resolve) => setTimeout(resolve, 300));

    const health = await t.http().get('/api/health');
    expect(health.status).toBe(503);
    expect(health.body.result).toMatchObject({
      status: 'degraded',
      checks: { listener: 'failing' },
    });
    expectUnavailable(await reply(), 'en');

    await databaseOutage.refuseConnections(t.db.name, false);
    await waitUntil(async () => waiter.listening, 'the listener to reconnect');
    await t.http().get('/api/health').expect(200);
    await reply().expect(200);
  });
});

import { startTestApp, type TestApp } from '../testing/test-app';

describe('API edge (real PostgreSQL, Redis, projector)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { APP_NOW: '2025-08-15T12:00:00Z' } });
  });
  afterAll(() => t.close());

  it('GET /api/health checks PostgreSQL, Redis and the event store', async () => {
    const response = await t.http().get('/api/health').expect(200);
    expect(response.body).toEqual({
      result: { status: 'ok', checks: { postgres: 'ok', redis: 'ok', eventStore: 'ok' } },
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

import { randomUUID } from 'node:crypto';
import { TRACKING_BODY_MAX_BYTES } from '@lens/validation';
import { ManualClock } from '../../platform/clock/clock';
import { type TestApp, startTestApp } from '../../testing/test-app';

interface StoredEvent {
  stream_id: string;
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
}

describe('tracking, client errors and the affiliate exit (real PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ clock: new ManualClock(Date.parse('2024-03-15T12:00:00Z')) });
  });
  afterAll(() => t.close());

  const eventsOf = async (type: string, key: string, value: string) =>
    (
      await t.db.pool.query<StoredEvent>(
        `SELECT stream_id, data, metadata FROM es.events WHERE type = $1 AND data->>$2 = $3`,
        [type, key, value],
      )
    ).rows;

  describe('POST /api/tracking (and /tracking)', () => {
    it.each(['/api/tracking', '/tracking'])(
      '%s appends a Tracked event on a stream of its own',
      async (path) => {
        const eventName = `page_view_${randomUUID().slice(0, 8)}`;
        const response = await t
          .http()
          .post(path)
          .send({ eventName, data: { url: '/reward_estimator?utm=mail', step: 2, mobile: true } })
          .expect(202);
        expect(response.body).toEqual({ result: { tracked: true } });
        const [event] = await eventsOf('Tracked', 'eventName', eventName);
        expect(event).toMatchObject({
          stream_id: expect.stringMatching(/^tracking-[0-9a-f-]{36}$/),
          data: {
            eventName,
            data: { url: '/reward_estimator?utm=mail', step: 2, mobile: true },
            trackedAt: '2024-03-15T12:00:00.000Z',
          },
          metadata: { schemaVersion: 1 },
        });
      },
    );

    it.each([
      [{ data: { url: '/' } }, 'eventName', 'NULL'],
      [{ eventName: 'bad<name>' }, 'eventName', 'VALIDATION'],
      [{ eventName: 'ok', data: { nested: { deep: 1 } } }, 'data.nested', 'VALIDATION'],
      [{ eventName: 'ok', data: ['a'] }, 'data', 'VALIDATION'],
      [
        {
          eventName: 'ok',
          data: Object.fromEntries([...Array(51).keys()].map((k) => [`k${k}`, k])),
        },
        'data',
        'VALIDATION',
      ],
    ])('answers 400 for %j', async (body, name, code) => {
      const response = await t.http().post('/api/tracking').send(body).expect(400);
      expect(response.body.errors).toContainEqual({ name, code, message: expect.any(String) });
    });
  });

  describe('limits', () => {
    it.each(['/api/tracking', '/tracking'])(
      '%s takes the largest schema-valid event and refuses a larger body: 413 PAYLOAD_TOO_LARGE',
      async (path) => {
        const eventName = `big_${randomUUID().slice(0, 8)}`;
        // Issue 26: a 6 KB schema-valid body was refused 413 "This file is too large.".
        const sixKb = Object.fromEntries(
          [...Array(3).keys()].map((k) => [`k${k}`, 'x'.repeat(2000)]),
        );
        await t.http().post(path).send({ eventName, data: sixKb }).expect(202);
        // The schema's maximum (50 keys of 100 characters, values of 2000), every character
        // escaped by JSON.stringify (a control character is six bytes): still read.
        const largest = Object.fromEntries(
          [...Array(50).keys()].map((k) => [`k${k}`.padEnd(100, 'k'), '\u0001'.repeat(2000)]),
        );
        await t.http().post(path).send({ eventName, data: largest }).expect(202);
        const tooLarge = JSON.stringify({
          eventName,
          data: { k: 'x'.repeat(TRACKING_BODY_MAX_BYTES) },
        });
        const response = await t
          .http()
          .post(path)
          .set('Content-Type', 'application/json')
          .set('Accept-Language', 'en')
          .send(tooLarge)
          .expect(413);
        expect(response.body.errors).toEqual([
          { name: 'body', code: 'PAYLOAD_TOO_LARGE', message: 'This request is too large.' },
        ]);
        expect((await eventsOf('Tracked', 'eventName', eventName)).length).toBe(2);
      },
    );

    it('limits a caller to 120 events a minute (429 after), others still pass', async () => {
      const from = '203.0.113.99';
      const send = (ip: string) =>
        t.http().post('/api/tracking').set('X-Forwarded-For', ip).send({ eventName: 'burst' });
      for (let i = 0; i < 120; i += 1) await send(from).expect(202);
      const refused = await send(from).expect(429);
      expect(refused.body.errors[0].code).toBe('RATE_LIMITED');
      await send('203.0.113.100').expect(202);
    });
  });

  describe('POST /api/client-error', () => {
    it('stores the stack as an event, with the browser', async () => {
      const stack = `ChunkLoadError: Loading chunk patient failed ${randomUUID()}\n    at <anonymous>`;
      await t
        .http()
        .post('/api/client-error')
        .set('User-Agent', 'Mozilla/5.0 (test)')
        .send({ stack })
        .expect(202);
      const [event] = await eventsOf('ClientErrorReported', 'stack', stack);
      expect(event).toMatchObject({
        stream_id: expect.stringMatching(/^client-error-/),
        data: { stack, userAgent: 'Mozilla/5.0 (test)' },
      });
    });

    it.each([
      [{}, 'stack', 'NULL'],
      [{ stack: 'x'.repeat(20_001) }, 'stack', 'VALIDATION'],
      [{ stack: 42 }, 'stack', 'VALIDATION'],
    ])('answers 400 for a bad stack', async (body, name, code) => {
      const response = await t.http().post('/api/client-error').send(body).expect(400);
      expect(response.body.errors).toContainEqual({ name, code, message: expect.any(String) });
    });
  });

  describe('GET /redirect_to_affiliate', () => {
    it('sends the visitor to the exit link with the affiliate id, tracked as Exit', async () => {
      const affiliate = `aff-${randomUUID().slice(0, 8)}`;
      const response = await t
        .http()
        .get('/redirect_to_affiliate')
        .query({ affiliate_id: affiliate })
        .expect(302);
      const location = new URL(response.headers['location'] as string);
      expect(`${location.origin}${location.pathname}`).toBe(t.config.affiliate.exitUrl);
      expect(location.searchParams.get('affiliate_id')).toBe(affiliate);
      const events = await t.db.pool.query<StoredEvent>(
        `SELECT stream_id, data, metadata FROM es.events
          WHERE type = 'Tracked' AND data->>'eventName' = 'Exit' AND data->'data'->>'affiliate_id' = $1`,
        [affiliate],
      );
      expect(events.rows).toHaveLength(1);
    });

    it('records nothing with track=0 (the visitor refused analytics), and still sends them on', async () => {
      const affiliate = `aff-${randomUUID().slice(0, 8)}`;
      const response = await t
        .http()
        .get('/redirect_to_affiliate')
        .query({ affiliate_id: affiliate, track: '0' })
        .expect(302);
      const location = new URL(response.headers['location'] as string);
      expect(location.searchParams.get('affiliate_id')).toBe(affiliate);
      expect(location.searchParams.has('track')).toBe(false);
      const events = await t.db.pool.query(
        `SELECT 1 FROM es.events WHERE type = 'Tracked' AND data->'data'->>'affiliate_id' = $1`,
        [affiliate],
      );
      expect(events.rows).toEqual([]);
    });

    it('uses the configured affiliate id when none is given', async () => {
      const response = await t.http().get('/redirect_to_affiliate').expect(302);
      const location = new URL(response.headers['location'] as string);
      expect(location.searchParams.get('affiliate_id')).toBe(t.config.affiliate.id);
    });

    it('answers 400 for an affiliate id that is not an id', async () => {
      const response = await t
        .http()
        .get('/redirect_to_affiliate?affiliate_id=%3Cscript%3E')
        .expect(400);
      expect(response.body.errors[0]).toMatchObject({ name: 'affiliate_id', code: 'VALIDATION' });
    });
  });
});

import { randomUUID } from 'node:crypto';
import type { ProfileRegistered } from '@lens/domain';
import type { EventStore } from '@lens/event-store';
import { Tokens } from '../../platform/auth/tokens';
import { EVENT_STORE } from '../../platform/infrastructure/tokens';
import { QueuedJobs } from '../../platform/jobs/queued-jobs';
import { type TestApp, startTestApp } from '../../testing/test-app';

describe('viral referrals (real PostgreSQL, Redis)', () => {
  let t: TestApp;
  let jobs: QueuedJobs;
  let store: EventStore;
  let ip = 0;
  const friend = (name: string) => `${name}.${randomUUID().slice(0, 8)}@example.com`;

  beforeAll(async () => {
    t = await startTestApp();
    jobs = new QueuedJobs(t.config);
    store = t.app.get<EventStore>(EVENT_STORE);
  });
  afterAll(async () => {
    await jobs.close();
    await t.close();
  });

  const refer = (body: unknown, token?: string) => {
    const request = t
      .http()
      .post('/api/referrals')
      .set('X-Forwarded-For', `192.0.2.${(ip += 1)}`);
    if (token) request.set('profile-token', token);
    return request.send(body as object);
  };

  /** A registered profile, as its own stream tells it, and its token. */
  async function signedIn(email: string): Promise<string> {
    const profileId = randomUUID();
    const registered: ProfileRegistered = {
      type: 'ProfileRegistered',
      data: {
        profileId,
        email,
        firstName: 'Marta',
        lastName: 'Ruiz',
        language: 'es',
        registeredAt: '2024-01-01T00:00:00.000Z',
      },
    };
    await store.append(`profile-${profileId}`, [registered], 'no_stream');
    return (await t.app.get(Tokens).issue({ profileId, role: 'patient' })).token;
  }

  const referralIn = async (referralId: string) => {
    const [event] = await store.readStream(`referral-${referralId}`);
    return event!;
  };

  it('records the referral and queues one invitation per friend, under the event’s id', async () => {
    const [ana, luis] = [friend('ana'), friend('luis')];
    const response = await refer({
      to_name1: 'Ana',
      to_email1: ana.toUpperCase(),
      to_name3: 'Luis',
      to_email3: luis,
      taf_confirm: true,
    })
      .set('Accept-Language', 'es')
      .expect(201);
    const { referralId, invited } = response.body.result;
    expect(invited).toBe(2);
    const event = await referralIn(referralId);
    expect(event).toMatchObject({
      type: 'FriendsReferred',
      data: {
        referralId,
        referrerProfileId: null,
        friends: [
          { name: 'Ana', email: ana },
          { name: 'Luis', email: luis },
        ],
      },
      metadata: { schemaVersion: 1 },
    });
    const first = await jobs.get(
      'email',
      'referral-invitation',
      `referral-invitation.${event.id}.0`,
    );
    const second = await jobs.get(
      'email',
      'referral-invitation',
      `referral-invitation.${event.id}.1`,
    );
    expect(first?.data).toEqual({
      eventId: event.id,
      referralId,
      toName: 'Ana',
      toEmail: ana,
      fromName: null,
      language: 'es',
    });
    expect(second?.data).toMatchObject({ toName: 'Luis', toEmail: luis });
  });

  it('answers 400 DUPLICATE for a friend already invited, by anyone, and records nothing', async () => {
    const ana = friend('ana');
    await refer({ to_name1: 'Ana', to_email1: ana, taf_confirm: true }).expect(201);
    const fresh = friend('new');
    const response = await refer({
      to_name1: 'New Friend',
      to_email1: fresh,
      to_name2: 'Ana again',
      to_email2: ana,
      taf_confirm: true,
    }).expect(400);
    expect(response.body.errors).toEqual([
      { name: 'to_email2', code: 'DUPLICATE', message: 'This friend has already been invited.' },
    ]);
    // Nothing of the refused referral was kept: the new friend can still be invited.
    await refer({ to_name1: 'New Friend', to_email1: fresh, taf_confirm: true }).expect(201);
  });

  it('lets exactly one of two simultaneous referrals of the same friend through', async () => {
    const same = friend('race');
    const body = { to_name1: 'Race', to_email1: same, taf_confirm: true };
    const statuses = (await Promise.all([refer(body), refer(body)])).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 400]);
    const { rows } = await t.db.pool.query(
      `SELECT count(*)::int AS n FROM es.events
        WHERE type = 'FriendsReferred' AND data->'friends' @> $1::jsonb`,
      [JSON.stringify([{ email: same }])],
    );
    expect(rows[0].n).toBe(1);
  });

  it('answers 400 REFERRED_SELF when a signed-in patient refers their own address', async () => {
    const own = friend('marta');
    const token = await signedIn(own);
    const response = await refer(
      { to_name1: 'Me', to_email1: own.toUpperCase(), taf_confirm: true },
      token,
    ).expect(400);
    expect(response.body.errors).toEqual([
      { name: 'to_email1', code: 'REFERRED_SELF', message: 'You cannot refer yourself.' },
    ]);
  });

  it('names the signed-in referrer in the invitation and the event', async () => {
    const token = await signedIn(friend('marta'));
    const response = await refer(
      { to_name1: 'Pablo', to_email1: friend('pablo'), taf_confirm: true },
      token,
    ).expect(201);
    const event = await referralIn(response.body.result.referralId);
    expect(event.data).toMatchObject({ referrerProfileId: expect.any(String) });
    expect(event.metadata.actorId).toBe(
      (event.data as { referrerProfileId: string }).referrerProfileId,
    );
    const job = await jobs.get('email', 'referral-invitation', `referral-invitation.${event.id}.0`);
    expect(job?.data.fromName).toBe('Marta');
  });

  it.each([
    [{ to_name1: 'Ana', to_email1: 'ana@example.com' }, 'taf_confirm', 'NULL'],
    [{ to_name1: 'Ana', to_email1: 'ana@example.com', taf_confirm: false }, 'taf_confirm', 'NULL'],
    [{ to_name1: 'Ana', taf_confirm: true }, 'to_email1', 'NULL'],
    [{ to_email2: 'b@example.com', taf_confirm: true }, 'to_name2', 'NULL'],
    [{ taf_confirm: true }, 'to_name1', 'NULL'],
    [
      {
        to_name1: 'A',
        to_email1: 'x@example.com',
        to_name2: 'B',
        to_email2: 'X@example.com',
        taf_confirm: true,
      },
      'to_email2',
      'DUPLICATE',
    ],
    [{ to_name1: 'Ana2', to_email1: 'not an email', taf_confirm: true }, 'to_email1', 'VALIDATION'],
    [
      { to_name1: 'ana@example.com', to_email1: 'ana@example.com', taf_confirm: true },
      'to_name1',
      'VALIDATION',
    ],
  ])('answers 400 for a broken form %j', async (body, name, code) => {
    const response = await refer(body).expect(400);
    expect(response.body.errors).toContainEqual({ name, code, message: expect.any(String) });
  });
});

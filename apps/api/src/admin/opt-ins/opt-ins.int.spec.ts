import { randomUUID } from 'node:crypto';
import type { EventStore } from '@lens/event-store';
import { Tokens } from '../../platform/auth/tokens';
import { EVENT_STORE } from '../../platform/infrastructure/tokens';
import { OptInLinks } from '../../features/opt-in/opt-in-links';
import type { TestApp } from '../../testing/test-app';
import { type Staff, as, readModelReady, staff, startAdminTestApp } from '../testing/admin-kit';

describe('back office: opt-ins list and CSV export', () => {
  let t: TestApp;
  let admin: Staff;
  let support: Staff;
  const tag = randomUUID().slice(0, 8);
  const ana = `ana.${tag}@example.com`;
  const lu = `lu.${tag}@example.com`;

  const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';
  let ip = 0;
  const post = (path: string, body: object) =>
    t
      .http()
      .post(path)
      .set('X-Forwarded-For', `192.0.2.${(ip += 1)}`)
      .send(body);

  /** Waits until the list shows `count` rows for the filter. */
  async function listed(query: string, count: number) {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const response = await as(t, support.token).get(`/admin/api/opt-ins?${query}`).expect(200);
      if (response.body.result.total === count || Date.now() > deadline)
        return response.body.result;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  beforeAll(async () => {
    ({ t, admin, support } = await startAdminTestApp());
    await readModelReady(t, 'opt-ins');
    const links = t.app.get(OptInLinks);
    const store = t.app.get<EventStore>(EVENT_STORE);
    // Ana: e-mail, confirmed. Lu: e-mail, still pending. A phone: confirmed, then withdrawn.
    for (const email of [ana, lu])
      await post('/api/opt-in', {
        email_opt_in: true,
        email,
        email_consent_version: 'email-2025-09',
        opt_in_source: email === ana ? 'estimator' : 'site',
      }).expect(202);
    const { rows } = await t.db.pool.query<{ stream_id: string; data: { requestId: string } }>(
      `SELECT stream_id, data FROM es.events WHERE type = 'OptInRequested' AND data->>'address' = $1`,
      [ana],
    );
    await post('/api/opt-in/confirm', {
      token: tokenOf(
        await links.confirmation(rows[0]!.stream_id, 'email', rows[0]!.data.requestId),
      ),
    }).expect(200);
    const withdrawal = await links.withdrawal(rows[0]!.stream_id, 'email', ana);
    expect(await store.readStream(rows[0]!.stream_id)).toHaveLength(2);
    expect(withdrawal.page).toContain('/unsubscribe?token=');
  });
  afterAll(() => t.close());

  it('lists consents for support with filters by channel, status, source and address', async () => {
    await listed(`q=${tag}&status=subscribed`, 1);
    const all = await listed(`q=${tag}`, 2);
    expect(all.optIns).toHaveLength(2);
    expect(all.optIns).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          channel: 'email',
          address: lu,
          status: 'pending',
          source: 'site',
        }),
        expect.objectContaining({
          channel: 'email',
          address: ana,
          status: 'subscribed',
          source: 'estimator',
          wording_version: 'email-2025-09',
          confirmed_at: expect.any(String),
        }),
      ]),
    );
    expect((await listed(`q=${tag}&status=subscribed`, 1)).optIns[0].address).toBe(ana);
    expect((await listed(`q=${tag}&source=site`, 1)).optIns[0].address).toBe(lu);
    expect((await listed(`q=${tag}&channel=sms`, 0)).optIns).toEqual([]);
    const bad = await as(t, support.token).get('/admin/api/opt-ins?status=maybe').expect(400);
    expect(bad.body.errors[0]).toMatchObject({ name: 'status', code: 'VALIDATION' });
  });

  it('is staff only: a patient and finance are refused', async () => {
    const patient = (await t.app.get(Tokens).issue({ profileId: randomUUID(), role: 'patient' }))
      .token;
    await as(t, patient).get('/admin/api/opt-ins').expect(403);
    const finance = await staff(t, 'finance');
    await as(t, finance.token).get('/admin/api/opt-ins').expect(403);
    await as(t, support.token).post('/admin/api/opt-in-exports', {}).expect(403);
  });

  it('exports the filtered consents as CSV for admins, with the request and each download on record', async () => {
    await listed(`q=${tag}&status=subscribed`, 1);
    const requested = await as(t, admin.token)
      .post('/admin/api/opt-in-exports', { q: tag, status: 'subscribed' })
      .expect(201);
    const { exportId, url } = requested.body.result as { exportId: string; url: string };
    expect(url).toBe(`/admin/api/opt-in-exports/${exportId}`);
    const csv = await t.http().get(url).set('Cookie', `admin_session=${admin.token}`).expect(200);
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="opt-ins-${exportId}.csv"`,
    );
    const lines = csv.text.trim().split('\n');
    expect(lines[0]).toBe(
      'channel,address,status,source,language,wording_version,profile_id,requested_at,confirmed_at,withdrawn_at,withdrawn_via,updated_at',
    );
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(
        new RegExp(`^email,${ana.replace(/\./g, '\\.')},subscribed,estimator,en,email-2025-09,,`),
      ),
    ]);
    const events = await t.app
      .get<EventStore>(EVENT_STORE)
      .readStream(`export-opt-ins-${exportId}`);
    expect(events.map((e) => e.type)).toEqual(['OptInExportRequested', 'OptInExportDownloaded']);
    expect(events[0]!.data).toMatchObject({
      requestedBy: admin.profileId,
      filters: { q: tag, status: 'subscribed' },
    });
    await as(t, admin.token).get('/admin/api/opt-in-exports/abcdefghij').expect(404);
  });

  it('neutralises CSV cells a spreadsheet would run as formulas', async () => {
    await t.db.pool.query(
      `INSERT INTO read_opt_ins.opt_ins (subject, channel, address, status, source, updated_at)
       VALUES ('formula-${tag}', 'email', '=HYPERLINK("http://evil.example")@${tag}.example', 'withdrawn', '@x', now())`,
    );
    const { url } = (
      await as(t, admin.token)
        .post('/admin/api/opt-in-exports', { status: 'withdrawn' })
        .expect(201)
    ).body.result;
    const csv = await as(t, admin.token).get(url).expect(200);
    const line = csv.text.split('\n').find((l) => l.includes(`@${tag}.example`));
    expect(line).toMatch(
      /^email,"'=HYPERLINK\(""http:\/\/evil\.example""\)@[\w.]+",withdrawn,'@x,/,
    );
  });
});

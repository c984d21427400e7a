import type { INestApplicationContext } from '@nestjs/common';
import {
  adminToken,
  insertPractice,
  purchaseReadModelsReady,
  signUp,
  yearOfDailies,
} from '../../testing/purchase-kit';
import { type TestApp, startTestApp } from '../../testing/test-app';
import { eventsOf, startTestWorker, uniqueReceipt, waitUntil } from '../../testing/worker-kit';
import { readModelReady } from '../../admin/testing/admin-kit';

const SAP = '7200001';

/**
 * Issue 17 item 4 and issue 14 item 13: the checkout's claim link reaches the patient, the
 * signed-in patient sees the claim notice, and each claimant is their own patient.
 */
describe('express claims: links, notices, claimants (real PostgreSQL, Redis, projector, worker)', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  let admin: string;
  let ip = 0;

  beforeAll(async () => {
    t = await startTestApp({ env: { APP_NOW: '2025-09-15T15:00:00Z' } });
    await purchaseReadModelsReady(t);
    await readModelReady(t, 'express-claims');
    worker = await startTestWorker(t);
    admin = await adminToken(t);
    await insertPractice(t, { sap: SAP });
  });
  afterAll(async () => {
    await worker.close();
    await t.close();
  });

  const checkout = async (contact: object) => {
    const response = await t
      .http()
      .post('/admin/api/express-claims')
      .set('profile-token', admin)
      .send({
        sap: SAP,
        entry_type: 'checkout',
        purchase_date: '2025-09-10',
        supplies: yearOfDailies('1DM'),
        ...contact,
      })
      .expect(201);
    return response.body.result as {
      submissionId: string;
      claimPath: string;
      link: { channel: string; to: string; sent: boolean };
    };
  };

  /** Claims the entry as `email`, attaches a photo of its own, and confirms. */
  const claimAndConfirm = async (submissionId: string, email: string) => {
    const from = `198.51.100.${(ip += 1)}`;
    const post = (path: string, body: object = {}) =>
      t
        .http()
        .post(`/api/express-claims/${submissionId}${path}`)
        .set('x-forwarded-for', from)
        .send(body);
    const claimed = await post('/claim', {
      first_name: 'Ana',
      last_name: 'Ruiz',
      email,
      address1: '12 Elm St',
      city: 'Reno',
      state: 'NV',
      postal_code: '89501',
    }).expect(200);
    const stored = await t
      .http()
      .post(claimed.body.result.upload.uploadPath)
      .attach('upload', uniqueReceipt(), 'box.jpg')
      .expect(200);
    await post('/photo', { url: stored.body.outputs.orig.url }).expect(200);
    return post('/confirm');
  };

  const decisionOf = (submissionId: string) =>
    waitUntil(async () => {
      const types = (await eventsOf(t, submissionId)).map((event) => event.type);
      return types.find((type) => ['SubmissionApproved', 'SubmissionRejected'].includes(type));
    }, `the decision on ${submissionId}`);

  const notices = async (token: string) => {
    const me = await t.http().get('/api/profiles/me').set('profile-token', token).expect(200);
    return me.body.result.profile.expressSubmissionsList as string[];
  };

  it('e-mails the claim link to the checkout’s address, in the patient’s language', async () => {
    const { submissionId, claimPath, link } = await checkout({
      email: 'Link.Mail@Example.com',
      language: 'es',
    });
    expect(link).toEqual({ channel: 'email', to: 'link.mail@example.com', sent: true });
    const mail = await waitUntil(async () => {
      const response = await t.http().get('/api/dev/mail?to=link.mail@example.com');
      return response.body.result.messages.find(
        (m: { template: string }) => m.template === 'express_link',
      ) as { id: string; subject: string; language: string } | undefined;
    }, 'the claim link e-mail');
    expect(mail).toMatchObject({
      language: 'es',
      subject: 'Reclama tu recompensa de Lens Rewards',
    });
    const text = (await t.http().get(`/api/dev/mail/${mail.id}`)).body.result.message.text;
    expect(text).toContain(`${t.config.siteUrl}${claimPath}`);
    expect(claimPath).toBe(`/express_rewards/${submissionId}`);
  });

  it('texts the link through the SMS port when the checkout has only a phone number', async () => {
    const { claimPath, link } = await checkout({ phone_number: '(212) 555-0199' });
    expect(link).toEqual({ channel: 'sms', to: '(•••) •••-0199', sent: true });
    const sms = await t.http().get('/api/dev/sms?phone=2125550199').expect(200);
    expect(sms.body.result.messages[0].body).toContain(`${t.config.siteUrl}${claimPath}`);
  });

  it('shows a signed-in patient with that e-mail the claim notice until the claim is confirmed', async () => {
    const email = 'notice.me@example.com';
    const patient = await signUp(t, email);
    expect(await notices(patient.token)).toEqual([]);
    const { submissionId } = await checkout({ email: 'Notice.Me@example.com' });
    await waitUntil(
      async () => (await notices(patient.token)).includes(submissionId),
      'the claim notice',
    );
    const login = await t
      .http()
      .post('/api/profiles/login')
      .send({ email, password: 'Lenses4ever' })
      .expect(200);
    expect(login.body.result.profile.expressSubmissionsList).toEqual([submissionId]);

    await claimAndConfirm(submissionId, email).then((r) => expect(r.status).toBe(200));
    await waitUntil(async () => (await notices(patient.token)).length === 0, 'the notice gone');
  });

  it('does not hand a claim to a profile registered with the address after the checkout', async () => {
    const { submissionId } = await checkout({ email: 'late.comer@example.com' });
    await waitUntil(async () => {
      const { rows } = await t.db.pool.query(
        'SELECT 1 FROM read_express_claims.claims WHERE submission_id = $1',
        [submissionId],
      );
      return rows.length > 0;
    }, 'the claim in its read model');
    const late = await signUp(t, 'late.comer@example.com');
    expect(await notices(late.token)).toEqual([]);
  });

  it('judges each claimant by their own history: two unrelated claimants are both approved', async () => {
    // Each buys a year of lenses; before, both were the one patient `express` and the second
    // was rejected ANNUAL_LIMIT_EXCEEDED.
    const first = await checkout({ email: 'claimant.one@example.com' });
    const second = await checkout({ email: 'claimant.two@example.com' });
    expect((await claimAndConfirm(first.submissionId, 'claimant.one@example.com')).status).toBe(
      200,
    );
    expect(await decisionOf(first.submissionId)).toBe('SubmissionApproved');
    expect((await claimAndConfirm(second.submissionId, 'claimant.two@example.com')).status).toBe(
      200,
    );
    expect(await decisionOf(second.submissionId)).toBe('SubmissionApproved');
    const events = await eventsOf(t, second.submissionId);
    const claimed = events.find((event) => event.type === 'ExpressEntryClaimed');
    expect(claimed?.data).toMatchObject({ patientId: expect.stringMatching(/^xp-[0-9a-f]{32}$/) });
  });

  it('still counts a claimant’s own purchases: a second year of lenses within the year is refused', async () => {
    const email = 'claimant.twice@example.com';
    const first = await checkout({ email });
    await claimAndConfirm(first.submissionId, email);
    expect(await decisionOf(first.submissionId)).toBe('SubmissionApproved');
    // A checkout that named no e-mail: the claimant's own address says who they are.
    const again = await checkout({ phone_number: '(212) 555-0142' });
    const refused = await claimAndConfirm(again.submissionId, email.toUpperCase());
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]).toMatchObject({ code: 'ANNUAL_LIMIT_EXCEEDED' });
  });

  it('knows a claimant by their mailbox, not the address as typed (issue 26 item 8)', async () => {
    const first = await checkout({ phone_number: '(212) 555-0143' });
    await claimAndConfirm(first.submissionId, 'pat.lens+first@gmail.com');
    expect(await decisionOf(first.submissionId)).toBe('SubmissionApproved');
    const second = await checkout({ phone_number: '(212) 555-0144' });
    const refused = await claimAndConfirm(second.submissionId, 'PatLens+second@googlemail.com');
    expect(refused.body.errors?.[0]).toMatchObject({ code: 'ANNUAL_LIMIT_EXCEEDED' });
  });

  it('binds a claim to the e-mail the checkout named, whatever the claimant types', async () => {
    const first = await checkout({ email: 'named.once@example.com' });
    await claimAndConfirm(first.submissionId, 'named.once@example.com');
    expect(await decisionOf(first.submissionId)).toBe('SubmissionApproved');
    const second = await checkout({ email: 'Named.Once+2@example.com' });
    const refused = await claimAndConfirm(second.submissionId, 'someone.else@example.com');
    expect(refused.body.errors?.[0]).toMatchObject({ code: 'ANNUAL_LIMIT_EXCEEDED' });
  });
});

import { ManualClock } from '../../platform/clock/clock';
import {
  TINY_JPEG,
  adminToken,
  insertPractice,
  purchaseCalls,
  signUp,
  yearOfDailies,
} from '../../testing/purchase-kit';
import { type TestApp, startTestApp } from '../../testing/test-app';

const PREFERRED = { preferredpractice: { start_date: '2025-01-01', end_date: '2025-12-31' } };
const claimant = {
  first_name: 'Ana',
  last_name: 'Ruiz',
  email: 'ana@example.com',
  address1: '12 Elm St',
  city: 'Reno',
  state: 'NV',
  postal_code: '89501',
};

describe('express claims: checkout, claim, photo, confirm, not needed (real PostgreSQL, Redis)', () => {
  let t: TestApp;
  let admin: string;
  let ip = 0;
  /** Each test its own caller address, so the rate limits count per test. */
  const caller = () => `198.51.100.${(ip += 1)}`;

  beforeAll(async () => {
    t = await startTestApp({ clock: new ManualClock(Date.parse('2025-09-15T15:00:00Z')) });
    admin = await adminToken(t);
    await insertPractice(t, { sap: '7100001', programs: PREFERRED });
    await insertPractice(t, { sap: '7100002', status: 'inactive' });
  });
  afterAll(() => t.close());

  const checkout = (body: object, token = admin) =>
    t.http().post('/admin/api/express-claims').set('profile-token', token).send(body);
  const express = (entryType = 'checkout') =>
    checkout({
      sap: '7100001',
      entry_type: entryType,
      purchase_date: '2025-09-10',
      supplies: yearOfDailies('1DM'),
      email: 'ana@example.com',
    })
      .expect(201)
      .then(
        (response) =>
          response.body.result as { submissionId: string; claimPath: string; link: object },
      );
  const http = () => {
    const at = caller();
    return {
      get: (path: string) => t.http().get(path).set('x-forwarded-for', at),
      post: (path: string, body: object = {}) =>
        t.http().post(path).set('x-forwarded-for', at).send(body),
    };
  };
  const claimed = async (id: string, calls = http()) => {
    const response = await calls.post(`/api/express-claims/${id}/claim`, claimant).expect(200);
    const { uploadPath } = response.body.result.upload as { uploadPath: string };
    const stored = await t
      .http()
      .post(uploadPath)
      .attach('upload', TINY_JPEG, 'box.jpg')
      .expect(200);
    return stored.body.outputs.orig.url as string;
  };

  it('creates a checkout entry with an unguessable id, for admins (the practice integration) only', async () => {
    const { submissionId, claimPath, link } = await express();
    expect(submissionId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(claimPath).toBe(`/express_rewards/${submissionId}`);
    expect(link).toEqual({ channel: 'email', to: 'ana@example.com', sent: true });
    const shop = await express('shop');
    expect(shop.claimPath).toBe(`/checkout_shop/${shop.submissionId}`);

    const patient = await signUp(t);
    await checkout(
      {
        sap: '7100001',
        entry_type: 'checkout',
        purchase_date: '2025-09-10',
        supplies: yearOfDailies(),
        email: 'ana@example.com',
      },
      patient.token,
    ).expect(403);
    await t.http().post('/admin/api/express-claims').send({}).expect(401);
  });

  it('refuses unknown or inactive practices, bad dates and bad supplies with field errors', async () => {
    const base = {
      sap: '7100001',
      entry_type: 'checkout',
      purchase_date: '2025-09-10',
      supplies: yearOfDailies(),
      phone_number: '2125550123',
    };
    const { phone_number: _phone, ...noContact } = base;
    const nobody = await checkout(noContact).expect(400);
    expect(nobody.body.errors[0]).toMatchObject({ name: 'email', code: 'NULL' });
    const unknown = await checkout({ ...base, sap: '7199999' }).expect(400);
    expect(unknown.body.errors[0]).toMatchObject({ name: 'sap', code: 'PRACTICE_NOT_FOUND' });
    await checkout({ ...base, sap: '7100002' }).expect(400);
    const future = await checkout({ ...base, purchase_date: '2025-10-01' }).expect(400);
    expect(future.body.errors[0]).toMatchObject({
      name: 'purchase_date',
      code: 'PURCHASE_DATE_IN_FUTURE',
    });
    const site = await checkout({ ...base, entry_type: 'site' }).expect(400);
    expect(site.body.errors[0]).toMatchObject({ name: 'entry_type', code: 'VALIDATION' });
  });

  it('shows the holder of the link the practice, the purchase and its reward, and nothing else', async () => {
    const { submissionId } = await express();
    const view = await http().get(`/api/express-claims/${submissionId}`).expect(200);
    expect(view.body.result).toEqual({
      submissionId,
      entryType: 'checkout',
      state: 'open',
      status: '',
      purchaseDate: '2025-09-10',
      brands: ['1DM'],
      supplyLength: 12,
      practice: { display_name: 'Practice 7100001', city: 'Springfield', state: 'IL' },
      reward: { total: 250 },
      photoAttached: false,
      confirmationCode: null,
    });
  });

  it('answers 404 for unknown ids, guesses, and a patient’s own entries; 400 for malformed ids', async () => {
    const calls = http();
    await calls.get('/api/express-claims/AAAAAAAAAAAAAAAAAAAAAA').expect(404);
    await calls.post('/api/express-claims/AAAAAAAAAAAAAAAAAAAAAA/claim', claimant).expect(404);
    await calls.post('/api/express-claims/AAAAAAAAAAAAAAAAAAAAAA/not-needed').expect(404);
    await calls.post('/api/express-claims/AAAAAAAAAAAAAAAAAAAAAA/confirm').expect(404);

    const patient = await signUp(t);
    const created = await purchaseCalls(t, patient.token).purchaseDate({
      purchase_date: '2025-09-10',
    });
    const own = created.body.result?.purchaseSubmissionId as string | undefined;
    if (own) {
      await calls.get(`/api/express-claims/${own}`).expect(404);
      await calls.post(`/api/express-claims/${own}/not-needed`).expect(404);
    }

    const bad = await calls.get(`/api/express-claims/${encodeURIComponent('../../etc')}`);
    expect([400, 404]).toContain(bad.status);
    const long = await calls.get(`/api/express-claims/${'x'.repeat(65)}`).expect(400);
    expect(long.body.errors[0]).toMatchObject({ name: 'submissionId', code: 'VALIDATION' });
  });

  it('never answers 500 to malformed bodies', async () => {
    const { submissionId } = await express();
    const calls = http();
    for (const body of [
      {},
      { first_name: 42 },
      { ...claimant, email: 'nope' },
      { ...claimant, address1: 'x'.repeat(10_000) },
    ]) {
      const response = await calls.post(`/api/express-claims/${submissionId}/claim`, body);
      expect(response.status).toBe(400);
    }
    const photo = await calls.post(`/api/express-claims/${submissionId}/photo`, {
      url: 'javascript:alert(1)',
    });
    expect(photo.status).toBe(400);
    const confirm = await t
      .http()
      .post(`/api/express-claims/${submissionId}/confirm?channel=tv`)
      .send();
    expect(confirm.status).toBe(400);
    const raw = await t
      .http()
      .post(`/api/express-claims/${submissionId}/claim`)
      .set('content-type', 'application/json')
      .send('{"first_name": ');
    expect(raw.status).toBe(400);
  });

  it('claims, attaches the photo through the upload host, and confirms with a code', async () => {
    const { submissionId } = await express();
    const calls = http();
    await calls.post(`/api/express-claims/${submissionId}/confirm`).expect(409);
    const url = await claimed(submissionId, calls);

    const before = await calls.get(`/api/express-claims/${submissionId}`).expect(200);
    expect(before.body.result).toMatchObject({ state: 'claimed', photoAttached: false });
    expect(JSON.stringify(before.body.result)).not.toContain('ana@example.com');

    const missing = await calls.post(`/api/express-claims/${submissionId}/confirm`).expect(400);
    expect(missing.body.errors[0]).toMatchObject({ code: 'RECEIPT_REQUIRED' });
    await calls.post(`/api/express-claims/${submissionId}/photo`, { url }).expect(200);
    const done = await calls
      .post(`/api/express-claims/${submissionId}/confirm?channel=m`)
      .expect(200);
    expect(done.body.result).toMatchObject({
      state: 'confirmed',
      status: 'pending',
      photoAttached: true,
      reward: { total: 250 },
    });
    expect(done.body.result.confirmationCode).toMatch(/^[A-Z0-9]{14}$/);

    // Confirmed: the claim can no longer change, and confirming again changes nothing.
    await calls.post(`/api/express-claims/${submissionId}/claim`, claimant).expect(409);
    await calls.post(`/api/express-claims/${submissionId}/not-needed`).expect(409);
    await calls.post(`/api/express-claims/${submissionId}/upload-key`).expect(409);
    const again = await calls.post(`/api/express-claims/${submissionId}/confirm`).expect(200);
    expect(again.body.result.confirmationCode).toBe(done.body.result.confirmationCode);
  });

  it('takes only a photo uploaded for this entry', async () => {
    const first = await express();
    const second = await express();
    const calls = http();
    const url = await claimed(first.submissionId, calls);
    await claimed(second.submissionId, calls);
    const other = await calls
      .post(`/api/express-claims/${second.submissionId}/photo`, { url })
      .expect(400);
    expect(other.body.errors[0]).toMatchObject({ name: 'url', code: 'UPLOAD_NOT_FOUND' });
    await calls
      .post(`/api/express-claims/${first.submissionId}/photo`, {
        url: 'https://elsewhere.example/x.jpg',
      })
      .expect(400);
  });

  it('hands out a fresh upload key only to a claimed entry', async () => {
    const { submissionId } = await express();
    const calls = http();
    await calls.post(`/api/express-claims/${submissionId}/upload-key`).expect(409);
    await claimed(submissionId, calls);
    const key = await calls.post(`/api/express-claims/${submissionId}/upload-key`).expect(200);
    expect(key.body.result.upload.uploadPath).toMatch(/^\/api\/uploader\/upload\//);
  });

  it('records "not needed" once; the entry can no longer be claimed', async () => {
    const { submissionId } = await express('shop');
    const calls = http();
    const declined = await calls.post(`/api/express-claims/${submissionId}/not-needed`).expect(200);
    expect(declined.body.result).toMatchObject({ state: 'declined', entryType: 'shop' });
    await calls.post(`/api/express-claims/${submissionId}/not-needed`).expect(200);
    const refused = await calls
      .post(`/api/express-claims/${submissionId}/claim`, claimant)
      .expect(409);
    expect(refused.body.errors[0]).toMatchObject({ code: 'EXPRESS_ENTRY_DECLINED' });
  });

  it('answers in Spanish when asked', async () => {
    const { submissionId } = await express();
    const response = await http()
      .post(`/api/express-claims/${submissionId}/not-needed`)
      .then(() =>
        t
          .http()
          .post(`/api/express-claims/${submissionId}/claim`)
          .set('accept-language', 'es')
          .send(claimant),
      );
    expect(response.status).toBe(409);
    expect(response.body.errors[0].message).toMatch(/no necesitas esta recompensa/);
  });
});

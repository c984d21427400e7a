import type { INestApplicationContext } from '@nestjs/common';
import { signUp } from '../../testing/purchase-kit';
import type { TestApp } from '../../testing/test-app';
import { startTestWorker, waitUntil } from '../../testing/worker-kit';
import { type Staff, as, readModelReady, startAdminTestApp, staff } from '../testing/admin-kit';

const form = (email: string, overrides: Record<string, unknown> = {}) => ({
  first_name: 'Ana',
  last_name: 'Núñez',
  email,
  phone_number: '',
  contact_type: 'patient',
  rewards_submission_type: 'online',
  reason_for_inquiry: 'reward_card',
  patient_first_name: 'Luis',
  patient_last_initial: 'n',
  patient_email: email,
  comments: 'My card has not arrived.',
  ...overrides,
});

describe('support inbox (issue 17 item 2; real PostgreSQL, Redis, projector, worker)', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  let admin: Staff;
  let support: Staff;
  let ip = 0;

  beforeAll(async () => {
    ({ t, admin, support } = await startAdminTestApp());
    await readModelReady(t, 'escalations');
    worker = await startTestWorker(t);
  });
  afterAll(async () => {
    await worker.close();
    await t.close();
  });

  /** Submits the form as a visitor in `language`; answers the escalation's id and reference. */
  async function escalate(email: string, language = 'en', overrides = {}) {
    const response = await t
      .http()
      .post('/api/escalations')
      .set('X-Forwarded-For', `198.51.100.${(ip += 1)}`)
      .set('Accept-Language', language)
      .send(form(email, overrides))
      .expect(201);
    return response.body.result as { escalationId: string; reference: string };
  }

  const mailsTo = async (email: string) => {
    const response = await t.http().get(`/api/dev/mail?to=${encodeURIComponent(email)}`);
    return response.body.result.messages as { template: string; subject: string; id: string }[];
  };
  const mailText = async (id: string) =>
    (await t.http().get(`/api/dev/mail/${id}`)).body.result.message.text as string;

  /** The list as support sees it, once the read model shows the escalation. */
  const listed = (status: string, escalationId: string) =>
    waitUntil(async () => {
      const response = await as(t, support.token)
        .get(`/admin/api/escalations?status=${status}&page_size=100`)
        .expect(200);
      const rows = response.body.result.escalations as { id: string }[];
      return rows.find((row) => row.id === escalationId);
    }, `${escalationId} in the ${status} list`);

  it('acknowledges the person with a short reference, in their language', async () => {
    const { escalationId, reference } = await escalate('ana.ack@example.com', 'es-MX');
    expect(reference).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const [ack] = await waitUntil(async () => {
      const mails = await mailsTo('ana.ack@example.com');
      return mails.length > 0 && mails;
    }, 'the acknowledgement');
    expect(ack).toMatchObject({
      template: 'escalation_acknowledgement',
      subject: `Recibimos tu mensaje (referencia ${reference})`,
    });
    expect(await listed('open', escalationId)).toMatchObject({
      reference,
      language: 'es',
      reason: 'reward_card',
      contact: { firstName: 'Ana', lastName: 'Núñez', email: 'ana.ack@example.com' },
      created: expect.any(String),
    });
  });

  it('replies by e-mail in the person’s language; the escalation is answered and leaves the open list', async () => {
    const { escalationId, reference } = await escalate('ana.reply@example.com', 'es');
    await listed('open', escalationId);
    const replied = await as(t, support.token)
      .post(`/admin/api/escalations/${escalationId}/reply`, {
        message: 'Tu tarjeta salió el lunes.\nLlega en diez días.',
      })
      .expect(200);
    expect(replied.body.result.escalation).toMatchObject({ status: 'answered', replies: 1 });
    expect(replied.body.result.history).toEqual([
      expect.objectContaining({ revision: 0, type: 'EscalationSubmitted', actorName: null }),
      expect.objectContaining({
        revision: 1,
        type: 'EscalationReplied',
        actorId: support.profileId,
        actorName: 'Sam Staff',
        message: 'Tu tarjeta salió el lunes.\nLlega en diez días.',
      }),
    ]);
    const open = await as(t, support.token).get('/admin/api/escalations?status=open&page_size=100');
    expect(open.body.result.escalations.map((e: { id: string }) => e.id)).not.toContain(
      escalationId,
    );
    await listed('answered', escalationId);

    const reply = await waitUntil(async () => {
      const mails = await mailsTo('ana.reply@example.com');
      return mails.find((mail) => mail.template === 'escalation_reply');
    }, 'the reply');
    expect(reply.subject).toBe(`Ayuda de Lens Rewards: respuesta a ${reference}`);
    expect(await mailText(reply.id)).toContain('Tu tarjeta salió el lunes.');
  });

  it('closes an escalation once; a closed one takes no reply (409)', async () => {
    const { escalationId } = await escalate('ana.close@example.com');
    await listed('open', escalationId);
    const closed = await as(t, admin.token)
      .post(`/admin/api/escalations/${escalationId}/close`)
      .expect(200);
    expect(closed.body.result.escalation.status).toBe('closed');
    await as(t, admin.token).post(`/admin/api/escalations/${escalationId}/close`).expect(200);
    const refused = await as(t, support.token)
      .post(`/admin/api/escalations/${escalationId}/reply`, { message: 'Hello' })
      .expect(409);
    expect(refused.body.errors[0]).toMatchObject({ code: 'ESCALATION_CLOSED' });
    await listed('closed', escalationId);
    const detail = await as(t, support.token)
      .get(`/admin/api/escalations/${escalationId}`)
      .expect(200);
    expect(detail.body.result.escalation.form).toMatchObject({
      comments: 'My card has not arrived.',
      patient_last_initial: 'N',
    });
    expect(detail.body.result.history.map((h: { type: string }) => h.type)).toEqual([
      'EscalationSubmitted',
      'EscalationClosed',
    ]);
  });

  it('refuses patients (403), finance (403) and visitors (401); 404 and 400 for bad ids and bodies', async () => {
    const { escalationId } = await escalate('ana.auth@example.com');
    const patient = await signUp(t);
    const finance = await staff(t, 'finance');
    for (const token of [patient.token, finance.token]) {
      await as(t, token).get('/admin/api/escalations').expect(403);
      await as(t, token).get(`/admin/api/escalations/${escalationId}`).expect(403);
      await as(t, token)
        .post(`/admin/api/escalations/${escalationId}/reply`, { message: 'x' })
        .expect(403);
      await as(t, token).post(`/admin/api/escalations/${escalationId}/close`).expect(403);
    }
    await t.http().get('/admin/api/escalations').expect(401);
    await as(t, support.token).get('/admin/api/escalations/no-such-escalation').expect(404);
    await as(t, support.token)
      .post('/admin/api/escalations/no-such-escalation/reply', { message: 'Hello' })
      .expect(404);
    const blank = await as(t, support.token)
      .post(`/admin/api/escalations/${escalationId}/reply`, { message: '  ' })
      .expect(400);
    expect(blank.body.errors[0]).toMatchObject({ name: 'message', code: 'NULL' });
    await as(t, support.token).get('/admin/api/escalations?status=pending').expect(400);
  });
});

import type { EventStore } from '@lens/event-store';
import { decodeJwt } from 'jose';
import { Tokens } from '../../platform/auth/tokens';
import { EVENT_STORE } from '../../platform/infrastructure/tokens';
import { resetToken } from '../../features/profiles/password-reset-link';
import {
  TINY_JPEG,
  insertPractice,
  monthsOfDailies,
  purchaseCalls,
  signUp,
} from '../../testing/purchase-kit';
import type { TestApp } from '../../testing/test-app';
import { as, confirmedEntry, type Staff, staff, startAdminTestApp } from '../testing/admin-kit';

const REASON = 'Patient called: cannot upload from her phone';

describe('patient tools and impersonation', () => {
  let t: TestApp;
  let admin: Staff;
  let support: Staff;
  let store: EventStore;

  beforeAll(async () => {
    ({ t, admin, support } = await startAdminTestApp());
    store = t.app.get<EventStore>(EVENT_STORE);
  });
  afterAll(() => t.close());

  it('finds a profile by part of its e-mail or its id, and shows its patients and entries', async () => {
    const entry = await confirmedEntry(t);
    const email = (
      await t.db.pool.query('SELECT email FROM profile_credentials WHERE profile_id = $1', [
        entry.profile.profileId,
      ])
    ).rows[0].email as string;
    const found = await as(t, support.token)
      .get(`/admin/api/profiles?q=${encodeURIComponent(email.slice(0, 12))}`)
      .expect(200);
    expect(found.body.result.profiles).toEqual([
      expect.objectContaining({
        profileId: entry.profile.profileId,
        email,
        firstName: 'Pat',
        role: 'patient',
        patients: 1,
        entries: 1,
      }),
    ]);
    const byId = await as(t, support.token)
      .get(`/admin/api/profiles?q=${entry.profile.profileId}`)
      .expect(200);
    expect(byId.body.result.total).toBe(1);
    const detail = await as(t, support.token)
      .get(`/admin/api/profiles/${entry.profile.profileId}`)
      .expect(200);
    expect(detail.body.result).toMatchObject({
      profile: { profileId: entry.profile.profileId },
      patients: [{ patientId: entry.patientId, name: 'Pat Lens', sap: entry.sap }],
      entries: [{ submissionId: entry.submissionId, status: 'pending' }],
    });
    await as(t, support.token).get('/admin/api/profiles/nobody').expect(404);
    await as(t, support.token).get(`/admin/api/profiles?page_size=0`).expect(400);
  });

  it('acts for a patient: a token with act, every event carries the admin and the reason', async () => {
    const sap = '7200001';
    await insertPractice(t, { sap });
    const patient = await signUp(t);
    const started = await as(t, admin.token)
      .post('/admin/api/impersonation', { profile_id: patient.profileId, comment: REASON })
      .expect(201);
    const { token } = started.body.result as { token: string };
    expect(started.body.result).toMatchObject({ profileId: patient.profileId, firstName: 'Pat' });
    expect(decodeJwt(token)).toMatchObject({
      sub: patient.profileId,
      role: 'patient',
      act: { sub: admin.profileId, comment: REASON },
    });
    const audit = await store.readStream(`staff-${admin.profileId}`);
    expect(audit.at(-1)).toMatchObject({
      type: 'ImpersonationStarted',
      data: { adminId: admin.profileId, profileId: patient.profileId, comment: REASON },
      metadata: { actorId: admin.profileId, comment: REASON },
    });

    // The admin adds the patient and enters a purchase for them, as the patient app would.
    const added = await t
      .http()
      .post('/api/patients/add')
      .set('profile-token', token)
      .send({
        name: 'Rosa Díaz',
        relation_to_profile: 'SELF',
        address1: '12 Main St',
        city: 'Springfield',
        state: 'IL',
        postal_code: '62701',
        country: 'US',
        sap,
      })
      .expect(201);
    const patientId = added.body.result.patient.id as string;
    const calls = purchaseCalls(t, token);
    const created = await calls
      .purchaseDate({ purchase_date: '2025-08-01', patient_id: patientId })
      .expect(201);
    const id = created.body.result.purchaseSubmissionId as string;
    await calls
      .supplies({ patientId, purchase_submission_id: id, supplies: monthsOfDailies(3), sap })
      .expect(200);
    const uploaded = await calls.upload(id, TINY_JPEG);
    await calls
      .receipt({ purchase_submission_id: id, receipt_image_url: uploaded.body.outputs.orig.url })
      .expect(200);
    await as(t, token)
      .post(`/admin/api/contest/entry/${id}/comments`, { comment: 'Receipt read out by phone.' })
      .expect(201);
    await calls.confirm({ purchase_submission_id: id }).expect(200);

    const events = [
      ...(await store.readStream(`profile-${patient.profileId}`)).slice(1),
      ...(await store.readStream(`submission-${id}`)),
    ];
    expect(events.length).toBeGreaterThanOrEqual(7);
    for (const event of events)
      expect([event.type, event.metadata]).toEqual([
        event.type,
        expect.objectContaining({
          actorId: patient.profileId,
          impersonatorId: admin.profileId,
          comment: REASON,
        }),
      ]);
    // Support's timeline names the admin on every event of the entry.
    const history = (await as(t, support.token).get(`/admin/api/entries/${id}`).expect(200)).body
      .result.history as { impersonatorId: string; comment: string }[];
    expect(history.every((h) => h.impersonatorId === admin.profileId && h.comment === REASON)).toBe(
      true,
    );

    // Ending it: the admin's own token again, recorded on the admin's stream.
    const ended = await as(t, token).post('/admin/api/impersonation/end').expect(200);
    expect(ended.body.result).toMatchObject({ profileId: admin.profileId, role: 'admin' });
    const own = decodeJwt(ended.body.result.token as string);
    expect(own).toMatchObject({ sub: admin.profileId, role: 'admin' });
    expect(own.act).toBeUndefined();
    expect((await store.readStream(`staff-${admin.profileId}`)).at(-1)).toMatchObject({
      type: 'ImpersonationEnded',
      data: { adminId: admin.profileId, profileId: patient.profileId },
    });
    await as(t, ended.body.result.token as string)
      .get('/admin/api/entries')
      .expect(200);
  });

  it('needs a reason (400), a known profile (404), and never borrows a staff session (409)', async () => {
    const patient = await signUp(t);
    const blank = await as(t, support.token)
      .post('/admin/api/impersonation', { profile_id: patient.profileId, comment: ' ' })
      .expect(400);
    expect(blank.body.errors).toEqual([expect.objectContaining({ name: 'comment', code: 'NULL' })]);
    await as(t, support.token)
      .post('/admin/api/impersonation', { profile_id: 'nobody', comment: REASON })
      .expect(404);
    const refused = await as(t, support.token)
      .post('/admin/api/impersonation', { profile_id: admin.profileId, comment: REASON })
      .expect(409);
    expect(refused.body.errors[0]).toMatchObject({
      name: 'profile_id',
      code: 'IMPERSONATION_REFUSED',
    });
  });

  it('ends only an impersonation: a patient’s or an admin’s own token is refused (403)', async () => {
    const patient = await signUp(t);
    await as(t, patient.token).post('/admin/api/impersonation/end').expect(403);
    await as(t, admin.token).post('/admin/api/impersonation/end').expect(403);
    await t.http().post('/admin/api/impersonation/end').expect(401);
  });

  describe('ends with the staff session it was started from (issue 26 item 5)', () => {
    const actFor = async (token: string, profileId: string) =>
      (
        await as(t, token)
          .post('/admin/api/impersonation', { profile_id: profileId, comment: REASON })
          .expect(201)
      ).body.result.token as string;
    const me = (token: string) => t.http().get('/api/profiles/me').set('profile-token', token);
    const ended = async (token: string) =>
      expect((await me(token).expect(401)).body.errors[0].code).toBe('SESSION_ENDED');

    it('staff sign-out ends it; another session of the same staff member keeps its own', async () => {
      const agent = await staff(t, 'support');
      const elsewhere = (
        await t.app.get(Tokens).issue({ profileId: agent.profileId, role: 'support' })
      ).token;
      const patient = await signUp(t);
      const here = await actFor(agent.token, patient.profileId);
      const there = await actFor(elsewhere, patient.profileId);
      await me(here).expect(200);
      await t.http().delete('/admin/api/session').set('profile-token', agent.token).expect(200);
      await ended(here);
      await me(there).expect(200);
    });

    it('a staff password reset ends every impersonation the staff member started', async () => {
      const boss = await staff(t, 'admin');
      const patient = await signUp(t);
      const acting = await actFor(boss.token, patient.profileId);
      await t.http().post('/api/profiles/password-reset').send({ email: boss.email }).expect(202);
      const { rows } = await t.db.pool.query<{ reset_id: string }>(
        'SELECT reset_id FROM password_resets WHERE profile_id = $1',
        [boss.profileId],
      );
      await t
        .http()
        .post('/api/profiles/password-reset/confirm')
        .send({
          token: resetToken(t.config.keys.signedLinks, rows[0]!.reset_id),
          password: 'Another-pass-2026',
        })
        .expect(200);
      await ended(acting);
      await me(patient.token).expect(200); // the patient's own session is not the staff's
    });

    it('cannot be started from a session that has just ended', async () => {
      const agent = await staff(t, 'support');
      const patient = await signUp(t);
      const session = await t.app.get(Tokens).verify(agent.token);
      await t.app.get(Tokens).end(session);
      await expect(
        t.app.get(Tokens).issue({
          profileId: patient.profileId,
          role: 'patient',
          impersonator: { adminId: agent.profileId, comment: REASON, role: 'support' },
          startedBy: session,
        }),
      ).rejects.toMatchObject({ code: 'SESSION_ENDED' });
    });
  });
});

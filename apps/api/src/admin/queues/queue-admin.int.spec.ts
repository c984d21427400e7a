import type { INestApplicationContext } from '@nestjs/common';
import {
  adminToken,
  impersonate,
  insertPractice,
  purchaseReadModelsReady,
  signUp,
  addPatient,
  yearOfDailies,
} from '../../testing/purchase-kit';
import { Tokens } from '../../platform/auth/tokens';
import { type TestApp, startTestApp } from '../../testing/test-app';
import { confirm, entryUpToReceipt, startTestWorker, waitUntil } from '../../testing/worker-kit';
import { JobQueue } from '../../platform/jobs/job-queue';

describe('queues for admins: bull-board at /admin/queues, failed jobs listed and retried', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp({ env: { APP_NOW: '2025-08-15T12:00:00Z' } });
    worker = await startTestWorker(t);
    admin = await adminToken(t);
  });
  afterAll(async () => {
    await worker.close();
    await t.close();
  });

  describe('GET /admin/queues (bull-board)', () => {
    it('answers 401 without a token and with a forged one', async () => {
      const none = await t.http().get('/admin/queues').expect(401);
      expect(none.body.errors).toEqual([
        { name: 'profile-token', code: 'UNAUTHORIZED', message: 'Please sign in to continue.' },
      ]);
      await t.http().get('/admin/queues').set('profile-token', 'not-a-jwt').expect(401);
      await t.http().get('/admin/queues').set('Cookie', 'admin_session=not-a-jwt').expect(401);
    });

    it('sends a browser opening the board signed out to the back office’s sign-in (issue 29)', async () => {
      const html = 'text/html,application/xhtml+xml';
      for (const cookie of ['', 'admin_session=not-a-jwt']) {
        const page = await t
          .http()
          .get('/admin/queues')
          .set('Accept', html)
          .set('Cookie', cookie)
          .expect(303);
        expect(page.headers['location']).toBe('/admin/#/login');
      }
      // The board's own calls still answer in the API's shape.
      await t.http().get('/admin/queues/api/queues').set('Accept', html).expect(401);
    });

    it('answers 403 to a patient, support staff and an admin impersonating a patient', async () => {
      const patient = await signUp(t);
      const support = (await t.app.get(Tokens).issue({ profileId: 's-1', role: 'support' })).token;
      const acting = await impersonate(t, patient.profileId);
      for (const token of [patient.token, support, acting]) {
        const response = await t
          .http()
          .get('/admin/queues')
          .set('profile-token', token)
          .expect(403);
        expect(response.body.errors[0].code).toBe('FORBIDDEN');
      }
      await t
        .http()
        .get('/admin/queues')
        .set('Cookie', `admin_session=${patient.token}`)
        .expect(403);
    });

    it('shows the board to an admin, by the profile-token header or the admin_session cookie', async () => {
      const page = await t.http().get('/admin/queues').set('profile-token', admin).expect(200);
      expect(page.headers['content-type']).toContain('text/html');
      // No third-party request from the back office: no Google Fonts (issue 29).
      expect(page.text).toContain('static/js/');
      expect(page.text).not.toMatch(/googleapis|gstatic/);
      const api = await t
        .http()
        .get('/admin/queues/api/queues')
        .set('Cookie', `theme=dark; admin_session=${encodeURIComponent(admin)}`)
        .expect(200);
      expect(api.body.queues.map((q: { name: string }) => q.name).sort()).toEqual([
        'approval',
        'card-mailing',
        'email',
        'receipts',
      ]);
    });
  });

  describe('the board only reads (issue 26 items 2 and 9)', () => {
    const cookie = () => `admin_session=${encodeURIComponent(admin)}`;

    it('refuses to add, edit, retry, pause, empty or obliterate: 405, and nothing changes', async () => {
      const email = t.app.get(JobQueue).queueOf('email');
      const before = await email.count();
      const attempts = [
        t.http().post('/admin/queues/api/queues/email/add'),
        t.http().put('/admin/queues/api/queues/email/pause'),
        t.http().put('/admin/queues/api/queues/pause'),
        t.http().put('/admin/queues/api/queues/email/empty'),
        t.http().put('/admin/queues/api/queues/email/obliterate'),
        t.http().put('/admin/queues/api/queues/email/retry/failed'),
        t.http().patch('/admin/queues/api/queues/email/some-job/update-data'),
        t.http().delete('/admin/queues/api/queues/email/some-job'),
      ];
      for (const attempt of attempts) {
        const response = await attempt
          .set('profile-token', admin)
          .send({ name: 'password-reset', data: { resetId: 'x', email: 'thief@example.com' } })
          .expect(405);
        expect(response.headers.allow).toBe('GET, HEAD');
        expect(response.body.errors[0].code).toBe('METHOD_NOT_ALLOWED');
      }
      expect(await email.isPaused()).toBe(false);
      expect(await email.count()).toBe(before);
      const board = await t.http().get('/admin/queues/api/queues').set('Cookie', cookie());
      expect(board.body.queues.every((q: { readOnlyMode: boolean }) => q.readOnlyMode)).toBe(true);
    });

    it('takes the admin cookie for reading only: anything else needs the header token', async () => {
      const response = await t
        .http()
        .put('/admin/queues/api/queues/email/pause')
        .set('Cookie', cookie())
        .expect(401);
      expect(response.body.errors[0]).toMatchObject({
        name: 'profile-token',
        code: 'UNAUTHORIZED',
      });
    });
  });

  describe('failed jobs (GET /admin/api/jobs/failed, POST …/:queue/:id/retry)', () => {
    it('are for admins only', async () => {
      await t.http().get('/admin/api/jobs/failed').expect(401);
      const patient = await signUp(t);
      await t.http().get('/admin/api/jobs/failed').set('profile-token', patient.token).expect(403);
    });

    it('lists a job that failed for good and runs it again when an admin retries it', async () => {
      await purchaseReadModelsReady(t);
      await insertPractice(t, { sap: '100200' });
      const pat = await signUp(t);
      const patientId = await addPatient(t, pat, { sap: '100200' });
      const { id } = await entryUpToReceipt(t, pat, {
        patientId,
        purchaseDate: '2025-08-01',
        sap: '100200',
        supplies: yearOfDailies(),
      });
      // An admin re-sends the "received" e-mail of an entry not confirmed yet: it cannot be sent.
      const jobId = await t.app
        .get(JobQueue)
        .enqueue(
          'email',
          'admin-trigger',
          { template: 'submission_confirmed', submissionId: id, requestedBy: 'admin-1' },
          { request: { template: 'submission_confirmed', submissionId: id } },
        );
      const listed = await waitUntil(async () => {
        const response = await t
          .http()
          .get('/admin/api/jobs/failed?queue=email')
          .set('profile-token', admin)
          .expect(200);
        return response.body.result.jobs.find((job: { id: string }) => job.id === jobId);
      }, 'the failed job');
      expect(listed).toMatchObject({
        queue: 'email',
        name: 'admin-trigger',
        failedReason: `entry ${id} is not in a state to send submission_confirmed`,
        data: { template: 'submission_confirmed', submissionId: id },
      });

      await confirm(t, pat, id);
      await t
        .http()
        .post(`/admin/api/jobs/email/${jobId}/retry`)
        .set('profile-token', admin)
        .expect(202);
      await waitUntil(async () => {
        const { rows } = await t.db.pool.query('SELECT 1 FROM sent_mail WHERE job_id = $1', [
          jobId,
        ]);
        return rows.length === 1;
      }, 'the retried e-mail');
      // Only failed jobs can be retried.
      await t
        .http()
        .post(`/admin/api/jobs/email/${jobId}/retry`)
        .set('profile-token', admin)
        .expect(404);
      await t.http().post('/admin/api/jobs/nope/x/retry').set('profile-token', admin).expect(400);
    });

    it('retries every failed job at once after an outage, each with a fresh set of tries', async () => {
      const queue = t.app.get(JobQueue);
      const ids = await Promise.all(
        ['a', 'b'].map((n) =>
          queue.enqueue(
            'email',
            'admin-trigger',
            { template: 'submission_confirmed', submissionId: `gone-${n}`, requestedBy: 'admin-1' },
            { request: { template: 'submission_confirmed', submissionId: `gone-${n}` } },
          ),
        ),
      );
      const failedNow = async () => {
        const response = await t
          .http()
          .get('/admin/api/jobs/failed?queue=email')
          .set('profile-token', admin)
          .expect(200);
        return (response.body.result.jobs as { id: string; failedAt: string }[]).filter((job) =>
          ids.includes(job.id),
        );
      };
      const before = await waitUntil(
        async () => (await failedNow()).length === 2 && failedNow(),
        'both to fail',
      );
      await t
        .http()
        .post('/admin/api/jobs/failed/retry')
        .set('profile-token', admin)
        .send({ queue: 'nope' })
        .expect(400);
      const response = await t
        .http()
        .post('/admin/api/jobs/failed/retry')
        .set('profile-token', admin)
        .send({ queue: 'email' })
        .expect(202);
      expect(response.body.result.retried).toBeGreaterThanOrEqual(2);
      // They ran again (and, their entries still unknown, failed again).
      const lastFailure = (jobs: { id: string; failedAt: string }[], id: string) =>
        jobs.find((job) => job.id === id)?.failedAt ?? '';
      await waitUntil(async () => {
        const again = await failedNow();
        return ids.every((id) => lastFailure(again, id) > lastFailure(before, id));
      }, 'the retried jobs');
    });
  });
});

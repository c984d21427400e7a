import { submissionDecider } from '@lens/domain';
import type { EventStore } from '@lens/event-store';
import { Tokens } from '../../platform/auth/tokens';
import { writeAggregate } from '../../platform/event-sourcing/write-aggregate';
import { EVENT_STORE } from '../../platform/infrastructure/tokens';
import { QueuedJobs } from '../../platform/jobs/queued-jobs';
import { TINY_JPEG, impersonate, purchaseCalls } from '../../testing/purchase-kit';
import type { TestApp } from '../../testing/test-app';
import {
  ADMIN_TEST_NOW,
  as,
  confirmedEntry,
  type Entry,
  type Staff,
  staff,
  startAdminTestApp,
} from '../testing/admin-kit';

/** Appends what the worker's approval would (the worker is another process, not running here). */
async function systemDecides(t: TestApp, submissionId: string, command: object) {
  await writeAggregate({
    store: t.app.get<EventStore>(EVENT_STORE),
    stream: `submission-${submissionId}`,
    decider: submissionDecider,
    command: command as never,
    env: {
      now: Date.parse(ADMIN_TEST_NOW),
      newConfirmationCode: () => 'ABCDEFGHJKLMNP',
      submissionWindowDays: t.config.submissionWindowDays,
    },
    context: { actor: { profileId: 'system' } },
  });
}

describe('support: search, history, past states, replay, comments, overrides', () => {
  let t: TestApp;
  let support: Staff;
  let admin: Staff;
  let entry: Entry;
  let other: Entry;

  beforeAll(async () => {
    ({ t, admin, support } = await startAdminTestApp());
    entry = await confirmedEntry(t);
    other = await confirmedEntry(t, { months: 6 });
  });
  afterAll(() => t.close());

  const waitForSearch = async (submissionId: string, status: string) => {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const { rows } = await t.db.pool.query(
        'SELECT status FROM read_submission_search.entries WHERE submission_id = $1',
        [submissionId],
      );
      if (rows[0]?.status === status) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`entry ${submissionId} never showed ${status}`);
  };

  describe('search', () => {
    beforeAll(() => waitForSearch(other.submissionId, 'pending'));

    it('finds an entry by id, by the start of its id and by confirmation code', async () => {
      const byId = await as(t, support.token)
        .get(`/admin/api/entries?entry_id=${entry.submissionId}`)
        .expect(200);
      expect(byId.body.result).toMatchObject({ total: 1, page: 1, pageSize: 25 });
      const found = byId.body.result.entries[0];
      expect(found).toMatchObject({
        submissionId: entry.submissionId,
        status: 'pending',
        sap: entry.sap,
        purchaseDate: '2025-08-01',
        patientName: 'Pat Lens',
        profileName: 'Pat Lens',
        totalReward: expect.any(Number),
        confirmationCode: expect.stringMatching(/^[A-Z0-9]{14}$/),
      });
      const prefix = await as(t, support.token)
        .get(`/admin/api/entries?q=${entry.submissionId.slice(0, 13)}`)
        .expect(200);
      expect(
        prefix.body.result.entries.map((e: { submissionId: string }) => e.submissionId),
      ).toContain(entry.submissionId);
      const code = found.confirmationCode as string;
      const hyphenated = `${code.slice(0, 4)}-${code.slice(4, 9)}-${code.slice(9)}`;
      const byCode = await as(t, support.token)
        .get(`/admin/api/entries?confirmation_code=${hyphenated.toLowerCase()}`)
        .expect(200);
      expect(byCode.body.result.entries).toEqual([found]);
      const lookup = await as(t, support.token)
        .get(`/admin/api/entries/lookup?confirmation_code=${code}`)
        .expect(200);
      expect(lookup.body.result.entry.submissionId).toBe(entry.submissionId);
    });

    it('finds an entry by a part of its confirmation code and by its id in any case (issue 29)', async () => {
      const found = (
        await as(t, support.token).get(`/admin/api/entries?entry_id=${entry.submissionId}`)
      ).body.result.entries[0];
      const code = found.confirmationCode as string;
      const ids = (response: { body: { result: { entries: { submissionId: string }[] } } }) =>
        response.body.result.entries.map((e) => e.submissionId);
      const part = await as(t, support.token)
        .get(`/admin/api/entries?confirmation_code=${code.slice(3, 9).toLowerCase()}`)
        .expect(200);
      expect(ids(part)).toContain(entry.submissionId);
      const typed = await as(t, support.token)
        .get(`/admin/api/entries?q=${code.slice(5, 11).toLowerCase()}`)
        .expect(200);
      expect(ids(typed)).toContain(entry.submissionId);
      for (const key of ['entry_id', 'q']) {
        const upper = await as(t, support.token)
          .get(`/admin/api/entries?${key}=${entry.submissionId.slice(0, 13).toUpperCase()}`)
          .expect(200);
        expect(ids(upper)).toContain(entry.submissionId);
      }
    });

    it('finds entries by e-mail, name, sap, status and purchase date, a page at a time', async () => {
      const { rows } = await t.db.pool.query(
        'SELECT email FROM read_submission_search.profiles WHERE profile_id = $1',
        [other.profile.profileId],
      );
      const email = rows[0].email as string;
      const byEmail = await as(t, support.token)
        .get(`/admin/api/entries?email=${encodeURIComponent(email.slice(2, 14).toUpperCase())}`)
        .expect(200);
      expect(
        byEmail.body.result.entries.map((e: { submissionId: string }) => e.submissionId),
      ).toEqual([other.submissionId]);
      const byName = await as(t, support.token).get('/admin/api/entries?name=pat%20le').expect(200);
      expect(byName.body.result.total).toBeGreaterThanOrEqual(2);
      const bySap = await as(t, support.token)
        .get(`/admin/api/entries?sap=${other.sap}&status=pending`)
        .expect(200);
      expect(bySap.body.result.entries).toHaveLength(1);
      const none = await as(t, support.token)
        .get(`/admin/api/entries?sap=${other.sap}&status=approved`)
        .expect(200);
      expect(none.body.result).toMatchObject({ entries: [], total: 0 });
      const dated = await as(t, support.token)
        .get('/admin/api/entries?from=2025-08-01&to=2025-08-01&page_size=1')
        .expect(200);
      expect(dated.body.result.entries).toHaveLength(1);
      expect(dated.body.result.total).toBeGreaterThanOrEqual(2);
      const page2 = await as(t, support.token)
        .get('/admin/api/entries?from=2025-08-01&to=2025-08-01&page_size=1&page=2')
        .expect(200);
      expect(page2.body.result.entries[0].submissionId).not.toBe(
        dated.body.result.entries[0].submissionId,
      );
      const confirmedToday = await as(t, support.token)
        .get('/admin/api/entries?date_field=confirmed&from=2025-08-15&to=2025-08-15')
        .expect(200);
      expect(confirmedToday.body.result.total).toBeGreaterThanOrEqual(2);
    });

    it('answers 400 for malformed filters and 404 for an unknown entry', async () => {
      const bad = await as(t, support.token)
        .get('/admin/api/entries?status=lost&from=2025-13-01&page_size=1000')
        .expect(400);
      expect(bad.body.errors.map((e: { name: string }) => e.name).sort()).toEqual([
        'from',
        'page_size',
        'status',
      ]);
      const backwards = await as(t, support.token)
        .get('/admin/api/entries?from=2025-08-02&to=2025-08-01')
        .expect(400);
      expect(backwards.body.errors[0]).toMatchObject({ name: 'to', code: 'VALIDATION' });
      await as(t, support.token).get('/admin/api/entries/lookup').expect(400);
      await as(t, support.token).get('/admin/api/entries/lookup?entry_id=nope').expect(404);
      await as(t, support.token).get('/admin/api/entries/nope').expect(404);
    });
  });

  describe('history and past states', () => {
    it('lists every event with who did it, and folds the entry up to any one of them', async () => {
      const detail = await as(t, support.token)
        .get(`/admin/api/entries/${entry.submissionId}`)
        .expect(200);
      const { history, submission } = detail.body.result;
      expect(history.map((h: { type: string }) => h.type)).toEqual([
        'PurchaseDateEntered',
        'SuppliesSubmitted',
        'ReceiptImageAttached',
        'SubmissionConfirmed',
      ]);
      expect(history[0]).toMatchObject({
        revision: 0,
        actorId: entry.profile.profileId,
        actorName: 'Pat Lens',
        impersonatorId: null,
        impersonatorName: null,
        comment: null,
        summary: { purchaseDate: '2025-08-01' },
      });
      // One clock (issue 12 item 6): times are the app's (APP_NOW), not the database server's.
      const appDay = ADMIN_TEST_NOW.slice(0, 10);
      for (const item of history) expect(item.recordedAt.slice(0, 10)).toBe(appDay);
      expect(detail.body.result.entry.updatedAt.slice(0, 10)).toBe(appDay);
      expect(submission).toMatchObject({ status: 'pending' });
      const before = await as(t, support.token)
        .get(`/admin/api/entries/${entry.submissionId}/state?revision=1`)
        .expect(200);
      expect(before.body.result).toMatchObject({
        revision: 1,
        type: 'SuppliesSubmitted',
        state: { kind: 'entry', status: '', receiptImage: null, confirmation: null },
      });
      const after = await as(t, support.token)
        .get(`/admin/api/entries/${entry.submissionId}/state?revision=3`)
        .expect(200);
      expect(after.body.result.state).toMatchObject({ status: 'pending' });
      await as(t, support.token)
        .get(`/admin/api/entries/${entry.submissionId}/state?revision=99`)
        .expect(404);
      await as(t, support.token)
        .get(`/admin/api/entries/${entry.submissionId}/state?revision=-1`)
        .expect(400);
    });
  });

  describe('comments', () => {
    it('records a staff comment, and an impersonating admin’s with the admin and reason', async () => {
      const posted = await as(t, support.token)
        .post(`/admin/api/contest/entry/${entry.submissionId}/comments`, {
          comment: 'Called the patient about the receipt.',
        })
        .expect(201);
      expect(posted.body.result).toMatchObject({ recorded: ['AdminCommentAdded'] });
      const acting = (
        await t.app.get(Tokens).issue({
          profileId: other.profile.profileId,
          role: 'patient',
          impersonator: { adminId: admin.profileId, comment: 'Patient called in', role: 'admin' },
        })
      ).token;
      await as(t, acting)
        .post(`/admin/api/contest/entry/${other.submissionId}/comments`, {
          comment: 'Entered from the paper receipt.',
        })
        .expect(201);
      // Acting for one patient, another patient's entry does not exist.
      await as(t, acting)
        .post(`/admin/api/contest/entry/${entry.submissionId}/comments`, { comment: 'x' })
        .expect(404);
      const history = (
        await as(t, support.token).get(`/admin/api/entries/${other.submissionId}`).expect(200)
      ).body.result.history;
      expect(history.at(-1)).toMatchObject({
        type: 'AdminCommentAdded',
        actorId: other.profile.profileId,
        actorName: 'Pat Lens',
        impersonatorId: admin.profileId,
        impersonatorName: 'Avery Staff',
        comment: 'Patient called in',
        summary: { adminId: admin.profileId, comment: 'Entered from the paper receipt.' },
      });
    });

    it('needs a comment (400) and a known entry (404)', async () => {
      const blank = await as(t, support.token)
        .post(`/admin/api/contest/entry/${entry.submissionId}/comments`, { comment: '  ' })
        .expect(400);
      expect(blank.body.errors[0]).toMatchObject({ name: 'comment', code: 'NULL' });
      await as(t, support.token)
        .post('/admin/api/contest/entry/unknown-entry/comments', { comment: 'x' })
        .expect(404);
    });
  });

  describe('overrides', () => {
    it('approves an entry as an exception, recording the exception and the admin', async () => {
      const target = await confirmedEntry(t);
      const approved = await as(t, admin.token)
        .post(`/admin/api/entries/${target.submissionId}/approve`, {
          exception_id: 'EXC-42',
          comment: 'Receipt checked by phone.',
        })
        .expect(200);
      expect(approved.body.result).toMatchObject({
        status: 'approved',
        recorded: ['ExceptionGranted', 'SubmissionApproved'],
      });
      const history = (
        await as(t, support.token).get(`/admin/api/entries/${target.submissionId}`).expect(200)
      ).body.result.history;
      expect(history.slice(-2)).toMatchObject([
        {
          type: 'ExceptionGranted',
          actorId: admin.profileId,
          actorName: 'Avery Staff',
          summary: { exceptionId: 'EXC-42' },
        },
        {
          type: 'SubmissionApproved',
          summary: { approvedBy: admin.profileId, exceptionId: 'EXC-42' },
        },
      ]);
      // Approved is final.
      const again = await as(t, admin.token)
        .post(`/admin/api/entries/${target.submissionId}/reject`, {
          exception_id: 'EXC-43',
          comment: 'No.',
        })
        .expect(409);
      expect(again.body.errors[0].code).toBe('ILLEGAL_STATUS');
    });

    it('rejects an entry with the reasons given, the exception id in the admin comment', async () => {
      const target = await confirmedEntry(t);
      await as(t, admin.token)
        .post(`/admin/api/entries/${target.submissionId}/reject`, {
          exception_id: 'EXC-7',
          comment: 'Receipt is for another patient.',
          reasons: ['RECEIPT_MISMATCH'],
        })
        .expect(200);
      const detail = (
        await as(t, support.token).get(`/admin/api/entries/${target.submissionId}`).expect(200)
      ).body.result;
      expect(detail.entry.status).toBe('rejected');
      expect(detail.history.slice(-2)).toMatchObject([
        {
          type: 'AdminCommentAdded',
          summary: { comment: '[EXC-7] Receipt is for another patient.' },
        },
        { type: 'SubmissionRejected', summary: { reasons: ['RECEIPT_MISMATCH'] } },
      ]);
      // A rejected entry can still be approved as an exception.
      await as(t, admin.token)
        .post(`/admin/api/entries/${target.submissionId}/approve`, {
          exception_id: 'EXC-8',
          comment: 'Second receipt is fine.',
        })
        .expect(200);
    });

    it('grants an exception on its own (path id), refusing a malformed id', async () => {
      const target = await confirmedEntry(t);
      const granted = await as(t, admin.token)
        .post(`/admin/api/entries/${target.submissionId}/exceptions/OAMOE-1`, { comment: 'ok' })
        .expect(201);
      expect(granted.body.result.recorded).toEqual(['ExceptionGranted']);
      const repeated = await as(t, admin.token)
        .post(`/admin/api/entries/${target.submissionId}/exceptions/OAMOE-1`, { comment: 'ok' })
        .expect(201);
      expect(repeated.body.result.recorded).toEqual([]);
      const bad = await as(t, admin.token)
        .post(`/admin/api/entries/${target.submissionId}/exceptions/OAMOE_1`, { comment: 'ok' })
        .expect(400);
      expect(bad.body.errors[0]).toMatchObject({ name: 'id', code: 'VALIDATION' });
    });

    it('refuses overrides on an entry still in progress (409) and unknown ids (404)', async () => {
      const draft = await purchaseCalls(t, entry.profile.token)
        .purchaseDate({ purchase_date: '2025-08-02', patient_id: entry.patientId })
        .expect(201);
      const inProgress = await as(t, admin.token)
        .post(`/admin/api/entries/${draft.body.result.purchaseSubmissionId}/approve`, {
          exception_id: 'E-1',
          comment: 'x',
        })
        .expect(409);
      expect(inProgress.body.errors[0].code).toBe('ILLEGAL_STATUS');
      await as(t, admin.token)
        .post('/admin/api/entries/unknown/approve', { exception_id: 'E-1', comment: 'x' })
        .expect(404);
      const missing = await as(t, admin.token)
        .post(`/admin/api/entries/${entry.submissionId}/approve`, { comment: 'x' })
        .expect(400);
      expect(missing.body.errors[0]).toMatchObject({ name: 'exception_id', code: 'NULL' });
    });

    it('confirms an entry over the annual limit only when that is its one rejection reason', async () => {
      const target = await confirmedEntry(t);
      await as(t, admin.token)
        .post(`/admin/api/entries/${target.submissionId}/annual-limit`, { comment: 'Verified.' })
        .expect(409);
      await systemDecides(t, target.submissionId, {
        type: 'RejectSubmission',
        data: {
          submissionId: target.submissionId,
          reasons: ['ANNUAL_LIMIT_EXCEEDED'],
          rejectedBy: 'system',
        },
      });
      const confirmed = await as(t, admin.token)
        .post(`/admin/api/entries/${target.submissionId}/annual-limit`, {
          comment: 'Lost lenses, new prescription.',
        })
        .expect(200);
      expect(confirmed.body.result).toMatchObject({ status: 'approved' });
      const history = (
        await as(t, support.token).get(`/admin/api/entries/${target.submissionId}`).expect(200)
      ).body.result.history;
      expect(history.at(-2)).toMatchObject({
        type: 'ExceptionGranted',
        summary: {
          exceptionId: 'annual-limit-confirmed',
          comment: 'Lost lenses, new prescription.',
        },
      });
    });
  });

  describe('photos (issue 12 item 4)', () => {
    const photo = (kind: string, id = entry.submissionId) =>
      `/admin/api/entries/${id}/photos/${kind}`;

    it('serves the entry’s receipt to support and admins, as an image that cannot run', async () => {
      for (const who of [support, admin]) {
        const response = await as(t, who.token)
          .get(photo('receipt'))
          .buffer(true)
          .parse((res, done) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => done(null, Buffer.concat(chunks)));
          })
          .expect(200);
        expect(response.headers['content-type']).toBe('image/jpeg');
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['content-security-policy']).toContain('sandbox');
        expect(Buffer.compare(response.body as Buffer, TINY_JPEG)).toBe(0);
      }
      // The back office's <img> requests carry the admin session cookie instead of the header.
      await t
        .http()
        .get(photo('receipt'))
        .set('Cookie', `admin_session=${support.token}`)
        .expect(200);
    });

    it('refuses everyone else: the patient who owns it, an impersonation, finance, no one', async () => {
      const finance = await staff(t, 'finance', 'Fin');
      const acting = await impersonate(t, entry.profile.profileId);
      for (const token of [entry.profile.token, acting, finance.token]) {
        await as(t, token).get(photo('receipt')).expect(403);
      }
      await t.http().get(photo('receipt')).expect(401);
    });

    it('answers 404 for a photo the entry does not have or an unknown entry, 400 for a bad kind', async () => {
      await as(t, support.token).get(photo('product')).expect(404);
      await as(t, support.token).get(photo('receipt', 'no-such-entry')).expect(404);
      await as(t, support.token).get(photo('selfie')).expect(400);
    });
  });

  describe('replay', () => {
    it('re-projects the entry and re-drives its pending jobs under the same ids, once', async () => {
      const target = await confirmedEntry(t);
      await waitForSearch(target.submissionId, 'pending');
      await t.db.pool.query(
        `UPDATE read_submission_search.entries SET status = 'broken' WHERE submission_id = $1`,
        [target.submissionId],
      );
      const first = await as(t, support.token)
        .post(`/admin/api/entries/${target.submissionId}/replay`)
        .expect(200);
      expect(first.body.result).toMatchObject({ status: 'done', commandId: expect.any(Number) });
      const { rows } = await t.db.pool.query(
        'SELECT status FROM read_submission_search.entries WHERE submission_id = $1',
        [target.submissionId],
      );
      expect(rows[0].status).toBe('pending');
      const jobs = first.body.result.jobs as { queue: string; name: string; jobId: string }[];
      expect(jobs.map((job) => `${job.queue}/${job.name}`).sort()).toEqual([
        'approval/assess-submission',
        'email/submission-confirmed',
      ]);
      const confirmedEvent = (
        await t.app.get<EventStore>(EVENT_STORE).readStream(`submission-${target.submissionId}`)
      ).find((event) => event.type === 'SubmissionConfirmed')!;
      expect(jobs.find((job) => job.name === 'assess-submission')!.jobId).toBe(
        `assess-submission.${confirmedEvent.id}`,
      );
      const second = await as(t, support.token)
        .post(`/admin/api/entries/${target.submissionId}/replay`)
        .expect(200);
      expect(second.body.result.jobs).toEqual(jobs);
      const queued = new QueuedJobs(t.config);
      try {
        const waiting = await queued.waiting('approval', 'assess-submission');
        expect(waiting.filter((job) => job.data.submissionId === target.submissionId)).toHaveLength(
          1,
        );
      } finally {
        await queued.close();
      }
    });

    it('does not ask again for work an approved entry has done', async () => {
      const target = await confirmedEntry(t);
      await as(t, admin.token)
        .post(`/admin/api/entries/${target.submissionId}/approve`, {
          exception_id: 'EXC-9',
          comment: 'ok',
        })
        .expect(200);
      const replayed = await as(t, support.token)
        .post(`/admin/api/entries/${target.submissionId}/replay`)
        .expect(200);
      const names = replayed.body.result.jobs.map((job: { name: string }) => job.name).sort();
      // Approved without a card yet: the card is still to order; no second assessment.
      expect(names).toEqual(['order-card', 'submission-approved', 'submission-confirmed']);
    });

    it('answers 404 for an unknown entry', async () => {
      await as(t, support.token).post('/admin/api/entries/unknown/replay').expect(404);
    });
  });
});

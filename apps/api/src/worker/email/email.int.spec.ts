import { readFile } from 'node:fs/promises';
import { type Server, type Socket, createServer } from 'node:net';
import path from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { JobQueue } from '../../platform/jobs/job-queue';
import { SEND_LEDGER, type SendRecord } from './mail-transport';
import {
  addPatient,
  insertPractice,
  purchaseReadModelsReady,
  yearOfDailies,
} from '../../testing/purchase-kit';
import { productionEnv } from '../../testing/production-env';
import { type TestApp, startTestApp } from '../../testing/test-app';
import {
  confirm,
  emlFiles,
  entryUpToReceipt,
  mailsOf,
  startTestWorker,
  waitUntil,
} from '../../testing/worker-kit';

const job = { eventId: 'evt-1', language: 'es' as const };
const optInJob = (email: string) => ({
  ...job,
  stream: 'optin-test',
  requestId: 'r-1',
  email,
  source: 'web',
  profileId: null,
});

/** The `.eml` of a job, as written to var/mail, its folded header lines unfolded. */
const eml = async (t: TestApp, jobId: string) =>
  (
    await waitUntil(
      () => readFile(path.join(t.config.paths.mail, `${jobId}.eml`), 'utf8').catch(() => null),
      `the e-mail of ${jobId}`,
    )
  ).replace(/\r?\n[ \t]+/g, ' ');

describe('e-mail processor: templates, the .eml transport, one e-mail per job', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  let jobs: JobQueue;

  beforeAll(async () => {
    t = await startTestApp({ env: { APP_NOW: '2025-08-15T12:00:00Z' } });
    worker = await startTestWorker(t);
    jobs = t.app.get(JobQueue);
    await purchaseReadModelsReady(t);
    await insertPractice(t, { sap: '100200' });
  });
  afterAll(async () => {
    await worker.close();
    await t.close();
  });

  it('sends the e-mails the API queues (ECP code, opt-in, estimate, referral) in their language', async () => {
    const ecp = await t
      .http()
      .post('/api/eye-care-professionals/ecp-code-request')
      .set('Accept-Language', 'es-MX')
      .send({ email: 'front.desk@example.com', sap: '100200' })
      .expect(202);
    expect(ecp.body.result.requestId).toEqual(expect.any(String));
    const optIn = await jobs.enqueue(
      'email',
      'opt-in-confirmation',
      optInJob('optin@example.com'),
      { eventId: 'optin-1' },
    );
    const estimate = await jobs.enqueue(
      'email',
      'estimate-results',
      {
        email: 'visitor@example.com',
        language: 'en',
        patientName: 'Sam',
        brand: '1DM',
        monthlyAmount: 12,
        practice: null,
        estimate: { awardAmount: 200, bonusAmount: 0, newWearer: false, subPhase: 'julTRA_2025' },
        requestedAt: '2025-08-15T12:00:00Z',
      },
      { request: { email: 'visitor@example.com', day: '2025-08-15' } },
    );
    const referral = await jobs.enqueue(
      'email',
      'referral-invitation',
      { ...job, referralId: 'r1', toName: 'Ana', toEmail: 'ana@example.com', fromName: 'Pat' },
      { eventId: 'ref-1.0' },
    );
    expect(await eml(t, optIn)).toContain('Subject: Confirma tus correos de Lens Rewards');
    expect(await eml(t, estimate)).toContain('Subject: Your Lens Rewards estimate');
    expect(await eml(t, referral)).toMatch(/Subject: Pat te invita a Lens Rewards/);
    // Every marketing e-mail: RFC 8058 one-click unsubscribe headers, and the link in the body.
    for (const id of [optIn, estimate, referral]) {
      const message = await eml(t, id);
      expect(message).toMatch(
        /^List-Unsubscribe: <http:\/\/localhost:8080\/api\/opt-in\/unsubscribe\?token=[\w.-]+>$/m,
      );
      expect(message).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
      expect(message).toMatch(/\/unsubscribe\?token=/);
    }
    const list = await waitUntil(async () => {
      const response = await t.http().get('/api/dev/mail?to=front.desk@example.com').expect(200);
      return response.body.result.messages.length === 1 && response.body.result.messages;
    }, 'the ECP code e-mail');
    expect(list[0]).toMatchObject({
      template: 'ecp_code_request',
      language: 'es',
      subject: 'Tu código promocional de Practice 100200',
    });
  });

  it('one-click unsubscribe works without sign-in, and no referral invitation goes there again', async () => {
    const invite = (eventId: string) =>
      jobs.enqueue(
        'email',
        'referral-invitation',
        { ...job, referralId: 'r2', toName: 'Lu', toEmail: 'lu@example.com', fromName: null },
        { eventId },
      );
    const first = await invite('ref-2.0');
    const header = (await eml(t, first)).match(/^List-Unsubscribe: <([^>]+)>$/m)?.[1];
    const oneClick = new URL(header ?? '');
    // What a mail provider does (RFC 8058): POST the header's address, form-encoded.
    await t
      .http()
      .post(`${oneClick.pathname}${oneClick.search}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    const second = await invite('ref-3.0');
    await waitUntil(
      async () => (await jobs.queueOf('email').getJob(second))?.finishedOn,
      'the second invitation handled',
    );
    expect(emlFiles(t).filter((name) => name.startsWith(second))).toEqual([]);
    // A forged or altered token changes nothing.
    await t
      .http()
      .post(`${oneClick.pathname}?token=${oneClick.searchParams.get('token')}x`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(400);
  });

  it('never sends a job’s e-mail twice, even when BullMQ has forgotten the job', async () => {
    const id = await jobs.enqueue('email', 'opt-in-confirmation', optInJob('twice@example.com'), {
      eventId: 'twice-1',
    });
    await eml(t, id);
    const before = emlFiles(t).length;
    await waitUntil(async () => (await jobs.queueOf('email').getJob(id))?.finishedOn, 'done');
    await (await jobs.queueOf('email').getJob(id))!.remove();
    await jobs.enqueue('email', 'opt-in-confirmation', optInJob('twice@example.com'), {
      eventId: 'twice-1',
    });
    await waitUntil(async () => {
      const { rows } = await t.db.pool.query<{ attempts: number }>(
        'SELECT attempts FROM sent_mail WHERE job_id = $1',
        [id],
      );
      return rows[0]?.attempts === 2;
    }, 'the second run');
    expect(emlFiles(t)).toHaveLength(before);
  });

  it('does not send again a message a dead worker sent but never recorded; the ledger shows each send', async () => {
    const id = await jobs.enqueue('email', 'opt-in-confirmation', optInJob('died@example.com'), {
      eventId: 'died-1',
    });
    await eml(t, id);
    await waitUntil(async () => (await jobs.queueOf('email').getJob(id))?.finishedOn, 'done');
    // The worker died between the send and its record: the ledger row still says `sending`.
    await (await jobs.queueOf('email').getJob(id))!.remove();
    await t.db.pool.query(`UPDATE sent_mail SET status = 'sending' WHERE job_id = $1`, [id]);
    await jobs.enqueue('email', 'opt-in-confirmation', optInJob('died@example.com'), {
      eventId: 'died-1',
    });
    await waitUntil(async () => {
      const { rows } = await t.db.pool.query<{ status: string }>(
        'SELECT status FROM sent_mail WHERE job_id = $1',
        [id],
      );
      return rows[0]?.status === 'sent';
    }, 'the second run');
    const ledger = await readFile(path.join(t.config.paths.mail, SEND_LEDGER), 'utf8');
    const sends = ledger
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as SendRecord)
      .filter((record) => record.id === id);
    expect(sends).toHaveLength(1);
    expect(sends[0]).toMatchObject({ to: 'died@example.com', template: 'opt_in_confirmation' });
  });

  it('writes to a Spanish-speaking patient in Spanish', async () => {
    const response = await t
      .http()
      .post('/api/profiles')
      .send({
        email: `paciente-${Date.now()}@example.com`,
        password: 'Lentes4ever',
        first_name: 'Lucía',
        last_name: 'Pérez',
        birthday: '1980-02-02',
        language: 'es',
      })
      .expect(201);
    const profile = response.body.result.profile as { id: string; token: string };
    const signed = { profileId: profile.id, token: profile.token };
    const patientId = await addPatient(t, signed, { sap: '100200' });
    const { id } = await entryUpToReceipt(t, signed, {
      patientId,
      purchaseDate: '2025-08-01',
      sap: '100200',
      supplies: yearOfDailies(),
    });
    await confirm(t, signed, id);
    await waitUntil(async () => (await mailsOf(t, id)).submission_confirmed === 1, 'the e-mail');
    const { rows } = await t.db.pool.query<{ job_id: string; subject: string; language: string }>(
      `SELECT job_id, subject, language FROM sent_mail
        WHERE submission_id = $1 AND template = 'submission_confirmed'`,
      [id],
    );
    expect(rows[0]).toMatchObject({
      subject: 'Recibimos tu compra en Lens Rewards',
      language: 'es',
    });
    const sent = await t.http().get(`/api/dev/mail/${rows[0]!.job_id}`).expect(200);
    expect(sent.body.result.message.text).toContain('Hola, Lucía:');
    expect(sent.body.result.message.text).toContain('1 de agosto de 2025');
  });

  it('answers 404 for the dev inbox in production', async () => {
    const production = await startTestApp({
      projector: false,
      env: productionEnv(),
    });
    try {
      await production.http().get('/dev/inbox').expect(404);
      await production.http().get('/api/dev/mail').expect(404);
    } finally {
      await production.close();
    }
  });
});

/** A minimal SMTP server: enough of RFC 5321 for nodemailer to deliver to it. */
function smtpServer(received: string[]): Server {
  return createServer((socket: Socket) => {
    let data = false;
    let message = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk.toString().split('\r\n')) {
        if (data) {
          if (line === '.') {
            data = false;
            received.push(message);
            message = '';
            socket.write('250 queued\r\n');
          } else message += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 test\r\n');
        else if (verb === 'DATA') {
          data = true;
          socket.write('354 go\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else if (line) socket.write('250 ok\r\n');
      }
    });
  });
}

describe('e-mail processor over SMTP (SMTP_URL set)', () => {
  it('sends through the SMTP server and writes no .eml', async () => {
    const received: string[] = [];
    const server = smtpServer(received);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const t = await startTestApp({
      projector: false,
      env: { SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true` },
    });
    const worker = await startTestWorker(t);
    try {
      await t.app
        .get(JobQueue)
        .enqueue(
          'email',
          'opt-in-confirmation',
          { ...optInJob('smtp@example.com'), language: 'en' },
          { eventId: 'smtp-1' },
        );
      await waitUntil(async () => received.length === 1, 'the SMTP delivery');
      expect(received[0]).toContain('Subject: Confirm your Lens Rewards e-mails');
      expect(received[0]).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      expect(received[0]).toContain('To: smtp@example.com');
      expect(emlFiles(t)).toEqual([]);
    } finally {
      await worker.close();
      await t.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

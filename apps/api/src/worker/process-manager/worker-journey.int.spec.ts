import type { INestApplicationContext } from '@nestjs/common';
import {
  type Signed,
  addPatient,
  insertPractice,
  purchaseCalls,
  purchaseReadModelsReady,
  signUp,
  yearOfDailies,
} from '../../testing/purchase-kit';
import { type TestApp, startTestApp } from '../../testing/test-app';
import {
  confirm,
  emlFiles,
  entryUpToReceipt,
  mailsOf,
  startTestWorker,
  untilEvent,
  waitUntil,
} from '../../testing/worker-kit';

const PREFERRED = { preferredpractice: { start_date: '2025-01-01', end_date: '2025-12-31' } };

describe('worker: confirm → approved → card ordered → mailed → e-mails (real PostgreSQL, Redis)', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  let pat: Signed;
  let patientId: string;

  beforeAll(async () => {
    t = await startTestApp({
      env: { APP_NOW: '2025-08-15T12:00:00Z', CARD_MAIL_DELAY_MS: '300' },
    });
    worker = await startTestWorker(t);
    await purchaseReadModelsReady(t);
    await insertPractice(t, { sap: '100200', programs: PREFERRED });
    pat = await signUp(t);
    patientId = await addPatient(t, pat, { sap: '100200', programs: PREFERRED });
  });
  afterAll(async () => {
    await worker.close();
    await t.close();
  });

  it('approves, orders and mails the card, and writes one e-mail per step, within seconds', async () => {
    const started = Date.now();
    const { id } = await entryUpToReceipt(t, pat, {
      patientId,
      purchaseDate: '2025-08-01',
      sap: '100200',
      supplies: yearOfDailies(),
    });
    await confirm(t, pat, id);

    const events = await untilEvent(t, id, 'RewardCardMailed', 10_000);
    const tail = events.slice(events.findIndex((e) => e.type === 'SubmissionConfirmed'));
    expect(tail.map((e) => e.type)).toEqual([
      'SubmissionConfirmed',
      'SubmissionApproved',
      'RewardCardOrdered',
      'RewardCardMailed',
    ]);
    const [confirmed, approved, ordered, mailed] = tail;
    // Each step is the system's, caused by the event before it.
    expect(approved!.metadata).toMatchObject({ actorId: 'system', causationId: confirmed!.id });
    expect(ordered!.metadata).toMatchObject({ actorId: 'system', causationId: approved!.id });
    expect(mailed!.metadata).toMatchObject({ actorId: 'system', causationId: ordered!.id });
    const rewards = (confirmed!.data as { rewards: { totalReward: number } }).rewards;
    expect(ordered!.data).toMatchObject({
      orderId: `card-${id}`,
      amount: rewards.totalReward,
      fulfillmentType: 'physical_card',
      maskedNumber: expect.stringMatching(/^\*{4} \*{4} \*{4} \d{4}$/),
      expiry: '08/26',
    });

    const mails = await waitUntil(async () => {
      const sent = await mailsOf(t, id);
      return Object.keys(sent).length === 3 && sent;
    }, 'three e-mails');
    expect(mails).toEqual({ submission_confirmed: 1, submission_approved: 1, card_mailed: 1 });
    expect(emlFiles(t)).toHaveLength(3);
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it('shows the status and the card on the patient’s dashboard', async () => {
    const entry = await waitUntil(async () => {
      const response = await purchaseCalls(t, pat.token).get('/api/purchase-submissions/all/me');
      const [first] = response.body.result.purchaseSubmissions;
      return first?.card?.state === 'mailed' && first;
    }, 'the dashboard to show the mailed card');
    expect(entry).toMatchObject({
      status: 'approved',
      reasons: { rejection: [], mailRequired: null },
      card: {
        state: 'mailed',
        amount: 250,
        orderedAt: expect.any(String),
        mailedAt: expect.any(String),
      },
    });
  });

  it('fills the card-orders and invoices read models for finance', async () => {
    const { rows: entries } = await t.db.pool.query<{ submission_id: string }>(
      `SELECT submission_id FROM sent_mail WHERE template = 'card_mailed'`,
    );
    const id = entries[0]!.submission_id;
    const order = await waitUntil(async () => {
      const { rows } = await t.db.pool.query(
        `SELECT * FROM read_card_orders.card_orders WHERE submission_id = $1 AND status = 'mailed'`,
        [id],
      );
      return rows[0];
    }, 'the card order row');
    expect(order).toMatchObject({
      order_id: `card-${id}`,
      status: 'mailed',
      masked_number: expect.stringMatching(/^\*{4} \*{4} \*{4} \d{4}$/),
      expiry: '08/26',
      fulfillment_type: 'physical_card',
    });
    const { rows: invoices } = await t.db.pool.query(
      `SELECT invoice_type, value, invoice_date::text AS invoice_date, entry_id, fulfillment_type
         FROM read_invoices.invoices WHERE submission_id = $1 ORDER BY invoice_type`,
      [id],
    );
    // A year of a bonus brand at a preferred practice in julTRA_2025: base 200 + bonus 50.
    expect(invoices).toEqual([
      {
        invoice_type: 'base',
        value: 200,
        invoice_date: '2025-08-15',
        entry_id: id,
        fulfillment_type: 'physical_card',
      },
      {
        invoice_type: 'preferred_bonus',
        value: 50,
        invoice_date: '2025-08-15',
        entry_id: id,
        fulfillment_type: 'physical_card',
      },
    ]);
    expect(Number(order.amount)).toBe(250);
  });

  it('lists the e-mails in the dev inbox, in the profile’s language, with the card’s expiry', async () => {
    const list = await t.http().get('/api/dev/mail').expect(200);
    const messages = list.body.result.messages as { id: string; template: string; to: string }[];
    expect(messages.map((m) => m.template).sort()).toEqual([
      'card_mailed',
      'submission_approved',
      'submission_confirmed',
    ]);
    const cardMail = messages.find((m) => m.template === 'card_mailed')!;
    const one = await t.http().get(`/api/dev/mail/${cardMail.id}`).expect(200);
    expect(one.body.result.message.text).toContain('August 2026');
    expect(one.body.result.message.text).toMatch(/\*{4} \*{4} \*{4} \d{4}/);
    const page = await t.http().get('/dev/inbox').expect(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.text).toContain('Your reward card is in the mail');
    const shown = await t.http().get(`/dev/inbox/${cardMail.id}`).expect(200);
    expect(shown.text).toContain(cardMail.to);
  });
});

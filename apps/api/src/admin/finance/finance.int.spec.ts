import { projections } from '@lens/projector';
import type { EventStore } from '@lens/event-store';
import { EVENT_STORE } from '../../platform/infrastructure/tokens';
import { type TestApp, startTestApp } from '../../testing/test-app';
import { MB, downloadMeasuringHeap } from '../testing/heap';
import { ADMIN_TEST_NOW, type Staff, as, readModelReady, staff } from '../testing/admin-kit';

/**
 * The finance read models are the worker slice's (`read_invoices`, `read_card_orders`). Where the
 * projector hosts them, the test waits for their tables; otherwise it makes tables of the agreed
 * shape. Either way rows are written with SQL: these tests are about finance's queries.
 */
async function financeTables(t: TestApp): Promise<void> {
  for (const name of ['invoices', 'card-orders'])
    if (projections.some((projection) => projection.name === name)) await readModelReady(t, name);
  await t.db.pool.query(`
    CREATE SCHEMA IF NOT EXISTS read_invoices;
    CREATE TABLE IF NOT EXISTS read_invoices.invoices (
      invoice_id text PRIMARY KEY, entry_id text, submission_id text, invoice_date date,
      value integer, invoice_type text, fulfillment_type text, jira_id text,
      confirmation_code text, created_at timestamptz);
    CREATE SCHEMA IF NOT EXISTS read_card_orders;
    CREATE TABLE IF NOT EXISTS read_card_orders.card_orders (
      submission_id text PRIMARY KEY, order_id text, amount integer, status text,
      masked_number text, expiry text, ordered_at timestamptz, mailed_at timestamptz,
      fulfillment_type text);`);
}

/** A card and its invoice lines (one per reward part), as the worker's projections write them. */
async function card(
  t: TestApp,
  id: string,
  options: {
    amount: number;
    parts?: Record<string, number>;
    status?: 'ordered' | 'mailed' | 'returned';
    day?: string;
    fulfillment?: string;
  },
) {
  const day = options.day ?? '2025-08-14';
  const fulfillment = options.fulfillment ?? 'physical_card';
  await t.db.pool.query(
    `INSERT INTO read_card_orders.card_orders
       (submission_id, order_id, amount, status, masked_number, expiry, ordered_at, mailed_at,
        fulfillment_type)
     VALUES ($1, 'o-' || $1, $2, $3, '**** **** **** 4242', '08/28', ($4 || 'T10:00:00Z')::timestamptz,
             CASE WHEN $3 = 'mailed' THEN ($4 || 'T12:00:00Z')::timestamptz END, $5)`,
    [id, options.amount, options.status ?? 'mailed', day, fulfillment],
  );
  for (const [type, value] of Object.entries(options.parts ?? {}))
    await t.db.pool.query(
      `INSERT INTO read_invoices.invoices (invoice_id, entry_id, submission_id, invoice_date,
         value, invoice_type, fulfillment_type, jira_id, confirmation_code, created_at)
       VALUES ($1 || ':' || $2, $1, $1, $3::date, $4, $2, $5, NULL, 'CODE' || $1, now())`,
      [id, type, day, value, fulfillment],
    );
}

describe('finance: invoices, invoiceSupport, card fulfilment reconciliation', () => {
  let t: TestApp;
  let finance: Staff;

  beforeAll(async () => {
    t = await startTestApp({ env: { APP_NOW: ADMIN_TEST_NOW } });
    await financeTables(t);
    finance = await staff(t, 'finance', 'Fran');
    await card(t, 'e1', { amount: 65, parts: { base: 15, preferred_bonus: 50 } });
    await card(t, 'e2', { amount: 125, parts: { base: 100, 'promo:welcome': 25 } });
    await card(t, 'e3', { amount: 100, parts: { base: 100 }, status: 'ordered' });
    await card(t, 'e4', { amount: 40, parts: {} }); // mailed, never invoiced
    await card(t, 'e5', { amount: 60, parts: { base: 15 } }); // invoiced short
    await card(t, 'e6', {
      amount: 15,
      parts: { base: 15 },
      day: '2025-09-02',
      fulfillment: 'virtual',
    });
  });
  afterAll(() => t.close());

  it('lists the invoice lines of a date range with totals by type', async () => {
    const page = await as(t, finance.token)
      .get('/admin/api/invoices?from=2025-08-01&to=2025-08-31')
      .expect(200);
    expect(page.body.result.totals).toEqual({ count: 6, value: 305 });
    expect(page.body.result.byType).toEqual([
      { type: 'base', count: 4, value: 230 },
      { type: 'preferred_bonus', count: 1, value: 50 },
      { type: 'promo:welcome', count: 1, value: 25 },
    ]);
    expect(page.body.result.invoices[0]).toEqual({
      invoice_id: 'e1:base',
      entry_id: 'e1',
      confirmation_code: 'CODEe1',
      invoice_date: '2025-08-14',
      invoice_type: 'base',
      value: 15,
      fulfillment_type: 'physical_card',
      jira_id: null,
    });
    const promo = await as(t, finance.token)
      .get('/admin/api/invoices?from=2025-08-01&to=2025-09-30&invoice_type=promo:welcome')
      .expect(200);
    expect(promo.body.result.totals).toEqual({ count: 1, value: 25 });
    expect(promo.body.result.byType).toEqual([{ type: 'promo:welcome', count: 1, value: 25 }]);
    const virtual = await as(t, finance.token)
      .get('/admin/api/invoices?from=2025-08-01&to=2025-09-30&fulfillment_type=virtual&page_size=1')
      .expect(200);
    expect(virtual.body.result.invoices.map((i: { entry_id: string }) => i.entry_id)).toEqual([
      'e6',
    ]);
  });

  it('exports the range as CSV (header token or the admin session cookie)', async () => {
    const csv = await t
      .http()
      .get('/admin/api/invoices?from=2025-08-01&to=2025-08-31&format=csv')
      .set('Cookie', `admin_session=${finance.token}`)
      .expect(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="invoices-2025-08-01-2025-08-31.csv"',
    );
    const lines = csv.text.trim().split('\n');
    expect(lines[0]).toBe(
      'invoice_id,entry_id,confirmation_code,invoice_date,invoice_type,value,fulfillment_type,jira_id',
    );
    expect(lines.slice(1)).toHaveLength(6);
    expect(lines[1]).toBe('e1:base,e1,CODEe1,2025-08-14,base,15,physical_card,');
  });

  it('neutralises CSV cells a spreadsheet would run as formulas', async () => {
    await t.db.pool.query(
      `INSERT INTO read_invoices.invoices (invoice_id, entry_id, submission_id, invoice_date,
         value, invoice_type, fulfillment_type, jira_id, confirmation_code, created_at)
       VALUES ('f1:base', 'f1', 'f1', '2025-06-03', -15, 'base', 'virtual', '@SUM(A1:A9)',
               '=cmd|"/C calc"!A0', now())`,
    );
    const csv = await as(t, finance.token)
      .get('/admin/api/invoices?from=2025-06-01&to=2025-06-30&format=csv')
      .expect(200);
    expect(csv.text.trim().split('\n')[1]).toBe(
      `f1:base,f1,"'=cmd|""/C calc""!A0",2025-06-03,base,-15,virtual,'@SUM(A1:A9)`,
    );
  });

  it('refuses a bad range (400)', async () => {
    const backwards = await as(t, finance.token)
      .get('/admin/api/invoices?from=2025-08-31&to=2025-08-01')
      .expect(400);
    expect(backwards.body.errors[0]).toMatchObject({ name: 'to', code: 'VALIDATION' });
    const missing = await as(t, finance.token).get('/admin/api/invoices?format=xml').expect(400);
    expect(missing.body.errors.map((e: { name: string }) => e.name).sort()).toEqual([
      'format',
      'from',
      'to',
    ]);
  });

  it('records invoiceSupport as an event for the invoices projection', async () => {
    const recorded = await as(t, finance.token)
      .post('/admin/api/invoices/support', {
        fulfillmentType: 'physical_card',
        jiraId: 'FIN-204',
        invoiceDate: '2025-08-14',
      })
      .expect(201);
    expect(recorded.body.result).toEqual({
      fulfillmentType: 'physical_card',
      jiraId: 'FIN-204',
      invoiceDate: '2025-08-14',
      invoices: 6,
      value: 305,
    });
    const [event] = await t.app
      .get<EventStore>(EVENT_STORE)
      .readStream('invoice-support-physical_card-2025-08-14');
    expect(event).toMatchObject({
      type: 'InvoiceSupportRecorded',
      data: {
        fulfillmentType: 'physical_card',
        invoiceDate: '2025-08-14',
        jiraId: 'FIN-204',
        recordedBy: finance.profileId,
      },
      metadata: { actorId: finance.profileId },
    });
    const bad = await as(t, finance.token)
      .post('/admin/api/invoices/support', {
        fulfillmentType: '',
        jiraId: 'fin-204',
        invoiceDate: '08/14/2025',
      })
      .expect(400);
    expect(
      bad.body.errors.map((e: { name: string; code: string }) => `${e.name}:${e.code}`),
    ).toEqual(['fulfillmentType:NULL', 'jiraId:VALIDATION', 'invoiceDate:VALIDATION']);
  });

  it('shows the Jira id of invoiceSupport on the lines of its day and type; a later one replaces it', async () => {
    const jiraOf = async () => {
      const page = await as(t, finance.token)
        .get('/admin/api/invoices?from=2025-09-01&to=2025-09-30')
        .expect(200);
      return page.body.result.invoices.map((i: { invoice_id: string; jira_id: string | null }) => [
        i.invoice_id,
        i.jira_id,
      ]);
    };
    const support = (jiraId: string) =>
      as(t, finance.token)
        .post('/admin/api/invoices/support', {
          fulfillmentType: 'virtual',
          jiraId,
          invoiceDate: '2025-09-02',
        })
        .expect(201);
    expect(await jiraOf()).toEqual([['e6:base', null]]);
    await support('FIN-300');
    expect(await jiraOf()).toEqual([['e6:base', 'FIN-300']]);
    await support('FIN-301');
    expect(await jiraOf()).toEqual([['e6:base', 'FIN-301']]);
    const { rows } = await t.db.pool.query(
      `SELECT fulfillment_type, invoice_date::text, jira_id FROM read_invoices.invoice_support
        WHERE fulfillment_type = 'virtual'`,
    );
    expect(rows).toEqual([
      { fulfillment_type: 'virtual', invoice_date: '2025-09-02', jira_id: 'FIN-301' },
    ]);
  });

  it('reconciles cards ordered, mailed and invoiced', async () => {
    const report = await as(t, finance.token)
      .get('/admin/api/card-fulfilment?from=2025-08-01&to=2025-08-31')
      .expect(200);
    expect(report.body.result).toMatchObject({
      ordered: { count: 5, amount: 390 },
      mailed: { count: 4, amount: 290 },
      returned: { count: 0, amount: 0 },
      invoiced: { count: 4, value: 305 },
      issues: { not_mailed: 1, returned: 0, not_invoiced: 1, amount_mismatch: 1 },
      invoicedWithoutCard: { count: 0, value: 0 },
    });
    const issues = await as(t, finance.token)
      .get('/admin/api/card-fulfilment?from=2025-08-01&to=2025-08-31&issues_only=true')
      .expect(200);
    expect(
      issues.body.result.cards.map((c: { submissionId: string; issues: string[] }) => [
        c.submissionId,
        c.issues,
      ]),
    ).toEqual([
      ['e3', ['not_mailed']],
      ['e4', ['not_invoiced']],
      ['e5', ['amount_mismatch']],
    ]);
  });

  it('streams 100,000 invoice lines as CSV in constant memory', async () => {
    await t.db.pool.query(`
      INSERT INTO read_invoices.invoices (invoice_id, entry_id, submission_id, invoice_date, value,
        invoice_type, fulfillment_type, jira_id, confirmation_code, created_at)
      SELECT e || ':base', e, e, date '2025-07-01' + (n % 30), 15 + n % 200, 'base',
             'physical_card', 'FIN-' || (n % 999), upper(substr(md5(n::text), 1, 14)), now()
        FROM (SELECT n, 'bulk-entry-' || lpad(n::text, 8, '0') || '-' || md5(n::text) || md5('x' || n) AS e
                FROM generate_series(1, 100000) AS n) AS bulk`);
    const download = await downloadMeasuringHeap(
      as(t, finance.token).get('/admin/api/invoices?from=2025-07-01&to=2025-07-31&format=csv'),
      { sumColumn: 'value' },
    );
    console.log(
      `invoice CSV: ${download.lines - 1} rows, ${(download.bytes / MB).toFixed(1)} MB, ` +
        `heap growth at most ${(download.heapGrowthBytes / MB).toFixed(1)} MB`,
    );
    const [expected] = (
      await t.db.pool.query<{ total: string }>(
        `SELECT sum(value) AS total FROM read_invoices.invoices
          WHERE invoice_date BETWEEN '2025-07-01' AND '2025-07-31'`,
      )
    ).rows;
    expect(download.status).toBe(200);
    expect(download.lines).toBe(100_001);
    expect(download.total).toBe(Number(expected!.total));
    expect(download.bytes).toBeGreaterThan(16 * MB);
    expect(download.heapGrowthBytes).toBeLessThan(16 * MB);
  }, 120_000);
});

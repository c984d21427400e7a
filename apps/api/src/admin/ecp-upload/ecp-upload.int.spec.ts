import type { EventStore } from '@lens/event-store';
import { EVENT_STORE } from '../../platform/infrastructure/tokens';
import { insertPractice } from '../../testing/purchase-kit';
import { type TestApp, startTestApp } from '../../testing/test-app';
import { ADMIN_TEST_NOW, type Staff, as, staff } from '../testing/admin-kit';

const HEADER =
  'sap,account_name,display_name,status,unaffiliated,territory_code,period_name,start_date,end_date,address1,city,state,postal_code,country,latitude,longitude';

const row = (fields: Partial<Record<string, string>>) => {
  const values: Record<string, string> = {
    sap: '8100001',
    account_name: 'Bright Eyes Optometry',
    display_name: 'Bright Eyes',
    status: 'active',
    unaffiliated: 'false',
    territory_code: 'NE-01',
    period_name: '2025_q3',
    start_date: '07/01/2025',
    end_date: '09/30/2025',
    address1: '500 Broadway',
    city: 'New York',
    state: 'ny',
    postal_code: '10012',
    country: 'US',
    latitude: '40.72',
    longitude: '-73.99',
    ...fields,
  };
  return HEADER.split(',')
    .map((column) => values[column] ?? '')
    .join(',');
};

describe('admin ECP upload: preview, row errors, commit', () => {
  let t: TestApp;
  let admin: Staff;

  beforeAll(async () => {
    t = await startTestApp({ env: { APP_NOW: ADMIN_TEST_NOW } });
    admin = await staff(t, 'admin');
    await insertPractice(t, {
      sap: '8100002',
      programs: { preferredpractice: { start_date: '2025-01-01', end_date: '2025-12-31' } },
    });
  });
  afterAll(() => t.close());

  const upload = (csv: string, name = 'practices.csv') =>
    t
      .http()
      .post('/admin/api/ecp-uploads')
      .set('profile-token', admin.token)
      .attach('file', Buffer.from(csv), name);

  it('previews, then commits once: an event on ecp-upload-<id> and the practices table', async () => {
    const csv = [
      HEADER,
      row({}),
      row({ period_name: 'pilot', start_date: '01/01/2025', end_date: '06/30/2025' }),
      row({
        sap: '8100002',
        account_name: 'Practice 8100002',
        display_name: 'Practice 8100002',
        status: 'Inactive',
        unaffiliated: 'yes',
        period_name: '2025_q4',
        start_date: '10/01/2025',
        end_date: '12/31/2025',
        city: 'Springfield',
        state: 'IL',
        postal_code: '62701',
      }),
    ].join('\r\n');
    const preview = await upload(`\uFEFF${csv}\r\n`).expect(201);
    const report = preview.body.result.upload;
    expect(report).toMatchObject({
      fileName: 'practices.csv',
      rows: 3,
      practices: 2,
      summary: { new: 1, updated: 1, unchanged: 0 },
      rowsWithErrors: 0,
      problemCount: 0,
      errorRows: [],
      committedAt: null,
    });
    expect(report.changes).toEqual([
      { sap: '8100001', kind: 'new', account_name: 'Bright Eyes Optometry', changed: [] },
      expect.objectContaining({
        sap: '8100002',
        kind: 'updated',
        changed: expect.arrayContaining(['status', 'unaffiliated', 'programs.2025_q4']),
      }),
    ]);
    const before = await t.db.pool.query("SELECT 1 FROM practices WHERE sap = '8100001'");
    expect(before.rows).toEqual([]);

    const committed = await as(t, admin.token)
      .post(`/admin/api/ecp-uploads/${report.uploadId}/commit`)
      .expect(200);
    expect(committed.body.result.upload.committedAt).toEqual(expect.any(String));
    const { rows } = await t.db.pool.query(
      `SELECT sap, account_name, display_name, status, unaffiliated, state, territory_code,
              programs FROM practices WHERE sap IN ('8100001', '8100002') ORDER BY sap`,
    );
    expect(rows).toEqual([
      {
        sap: '8100001',
        account_name: 'Bright Eyes Optometry',
        display_name: 'Bright Eyes',
        status: 'active',
        unaffiliated: false,
        state: 'NY',
        territory_code: 'NE-01',
        programs: {
          '2025_q3': { start_date: '2025-07-01', end_date: '2025-09-30' },
          pilot: { start_date: '2025-01-01', end_date: '2025-06-30' },
        },
      },
      {
        sap: '8100002',
        account_name: 'Practice 8100002',
        display_name: 'Practice 8100002',
        status: 'inactive',
        unaffiliated: true,
        state: 'IL',
        territory_code: 'NE-01',
        // Windows of other programmes are kept.
        programs: {
          preferredpractice: { start_date: '2025-01-01', end_date: '2025-12-31' },
          '2025_q4': { start_date: '2025-10-01', end_date: '2025-12-31' },
        },
      },
    ]);
    await as(t, admin.token).post(`/admin/api/ecp-uploads/${report.uploadId}/commit`).expect(200);
    const events = await t.app
      .get<EventStore>(EVENT_STORE)
      .readStream(`ecp-upload-${report.uploadId}`);
    expect(events).toEqual([
      expect.objectContaining({
        type: 'EcpUploadCommitted',
        data: expect.objectContaining({ uploadId: report.uploadId, rows: 3 }),
        metadata: expect.objectContaining({ actorId: admin.profileId }),
      }),
    ]);
    expect((events[0]!.data as { practices: unknown[] }).practices).toHaveLength(2);
    const recent = await as(t, admin.token).get('/admin/api/ecp-uploads').expect(200);
    expect(recent.body.result.uploads[0]).toMatchObject({ uploadId: report.uploadId });
  });

  it('reports every rule broken, row by row, and will not commit until they are fixed', async () => {
    const csv = [
      HEADER,
      row({ sap: '8200001', status: 'closed' }),
      row({ sap: '8200002', unaffiliated: 'maybe', period_name: '2019_q4' }),
      row({ sap: '999' }),
      row({ sap: '8200003' }),
      row({ sap: '8200003', city: 'Boston' }),
      row({ sap: '8200004' }),
      row({ sap: '8200004' }),
      row({ sap: '8200005', territory_code: 'x'.repeat(51), end_date: '' }),
      row({ sap: '8200006', country: 'CA', state: 'QC', postal_code: '10012' }),
    ].join('\n');
    const preview = await upload(csv).set('Accept-Language', 'en').expect(201);
    const report = preview.body.result.upload;
    const problem = (field: string, code: string, message: unknown = expect.any(String)) => ({
      field,
      code,
      message,
    });
    expect(report.errorRows).toEqual([
      { row: 2, problems: [problem('status', 'VALIDATION', 'invalid status')] },
      {
        row: 3,
        problems: [
          problem('unaffiliated', 'VALIDATION', 'invalid unaffiliated status'),
          problem('period_name', 'VALIDATION', 'invalid period name'),
        ],
      },
      { row: 4, problems: [problem('sap', 'VALIDATION', expect.stringContaining('999'))] },
      { row: 6, problems: [problem('city', 'VALIDATION')] },
      { row: 8, problems: [problem('period_name', 'DUPLICATE')] },
      {
        row: 9,
        problems: [problem('territory_code', 'VALIDATION'), problem('end_date', 'NULL')],
      },
      { row: 10, problems: [problem('postal_code', 'VALIDATION')] },
    ]);
    // Rows, not field errors (issue 12 item 7): 7 of the 9 rows have errors, 9 problems in all.
    expect(report).toMatchObject({ rows: 9, rowsWithErrors: 7, problemCount: 9 });
    const refused = await as(t, admin.token)
      .post(`/admin/api/ecp-uploads/${report.uploadId}/commit`)
      .expect(409);
    expect(refused.body.errors[0].code).toBe('ECP_UPLOAD_HAS_ERRORS');
    const spanish = await as(t, admin.token)
      .get(`/admin/api/ecp-uploads/${report.uploadId}`)
      .set('Accept-Language', 'es')
      .expect(200);
    expect(spanish.body.result.upload.errorRows[2].problems[0].message).toMatch(/sap 999/);
    const errorsCsv = await as(t, admin.token)
      .get(`/admin/api/ecp-uploads/${report.uploadId}/errors.csv`)
      .expect(200);
    expect(errorsCsv.headers['content-type']).toMatch(/^text\/csv/);
    expect(errorsCsv.text.split('\n')[0]).toBe('row,field,code,message');
    expect(errorsCsv.text).toContain('2,status,VALIDATION,invalid status');
  });

  it('counts one bad row once however many of its fields are wrong, listing the fields', async () => {
    const csv = [
      HEADER,
      row({ sap: '8300001' }),
      row({
        sap: '8300002',
        status: 'closed',
        unaffiliated: 'maybe',
        territory_code: 'x'.repeat(51),
        period_name: '2019_q4',
        start_date: '13/45/2025',
        end_date: '',
        country: 'CA',
        state: 'QC',
        postal_code: 'none',
      }),
    ].join('\n');
    const report = (await upload(csv).expect(201)).body.result.upload;
    expect(report.rows).toBe(2);
    expect(report.rowsWithErrors).toBe(1);
    expect(report.problemCount).toBeGreaterThan(4);
    expect(report.errorRows).toHaveLength(1);
    expect(report.errorRows[0].row).toBe(3);
    expect(report.errorRows[0].problems.map((p: { field: string }) => p.field)).toEqual(
      expect.arrayContaining(['status', 'unaffiliated', 'territory_code', 'period_name']),
    );
    const recent = await as(t, admin.token).get('/admin/api/ecp-uploads').expect(200);
    expect(recent.body.result.uploads[0]).toMatchObject({
      uploadId: report.uploadId,
      rowsWithErrors: 1,
    });
  });

  it('refuses a formula-like practice name, which patients would see (issue 29)', async () => {
    const csv = [
      HEADER,
      row({ sap: '8400001', display_name: '=HYPERLINK(1)' }),
      row({ sap: '8400002', account_name: '@Eyes', display_name: '' }),
    ].join('\n');
    const report = (await upload(csv).expect(201)).body.result.upload;
    expect(report.rowsWithErrors).toBe(2);
    expect(
      report.errorRows.map((r: { problems: { field: string; message: string }[] }) => r.problems),
    ).toEqual([
      [{ field: 'display_name', code: 'VALIDATION', message: expect.stringMatching(/formula/) }],
      [{ field: 'account_name', code: 'VALIDATION', message: expect.stringMatching(/formula/) }],
    ]);
  });

  it('refuses a file without the required columns, an empty one and none at all', async () => {
    const columns = await upload('sap,account_name\n1,A\n').expect(400);
    expect(columns.body.errors.map((e: { name: string }) => e.name)).toEqual([
      'status',
      'unaffiliated',
      'address1',
      'city',
      'state',
      'postal_code',
      'country',
    ]);
    expect(columns.body.errors[0].code).toBe('NULL');
    const empty = await upload(`${HEADER}\n`).expect(400);
    expect(empty.body.errors[0]).toMatchObject({ name: 'file', code: 'ECP_UPLOAD_EMPTY' });
    const none = await as(t, admin.token).post('/admin/api/ecp-uploads').expect(400);
    expect(none.body.errors[0]).toMatchObject({ name: 'file', code: 'NULL' });
    await as(t, admin.token).get('/admin/api/ecp-uploads/unknown').expect(404);
    await as(t, admin.token).post('/admin/api/ecp-uploads/unknown/commit').expect(404);
  });
});

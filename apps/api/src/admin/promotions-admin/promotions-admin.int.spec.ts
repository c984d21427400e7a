import {
  addPatient,
  insertPractice,
  monthsOfDailies,
  purchaseCalls,
  signUp,
} from '../../testing/purchase-kit';
import type { TestApp } from '../../testing/test-app';
import { as, type Staff, startAdminTestApp } from '../testing/admin-kit';

const promotion = {
  promotion_name: 'Back to school',
  display_name: 'School bonus',
  jira_issue_id: 'MKT-12',
  code: 'SCHOOL25',
  start_date: '2025-08-01',
  end_date: '2025-09-30',
  eligible_brands: ['TAS', '1DM'],
  patient_types: ['new_acuvue', 'new_product', 'current_wearer'],
  entry_types: ['site'],
  both_eyes: false,
  award: 25,
};

describe('admin promotions, code classes, stacking and practice lists', () => {
  let t: TestApp;
  let admin: Staff;

  beforeAll(async () => {
    ({ t, admin } = await startAdminTestApp());
  });
  afterAll(() => t.close());

  it('creates a promotion a patient can then apply, and edits it', async () => {
    const created = await as(t, admin.token).post('/admin/api/promotions', promotion).expect(201);
    expect(created.body.result.promotion).toMatchObject({
      code: 'SCHOOL25',
      award: 25,
      eligible_brands: ['TAS', '1DM'],
      code_class: null,
      used: 0,
    });
    // The same promotion again changes nothing; another under the code is refused.
    await as(t, admin.token).post('/admin/api/promotions', promotion).expect(201);
    const taken = await as(t, admin.token)
      .post('/admin/api/promotions', { ...promotion, award: 40 })
      .expect(409);
    expect(taken.body.errors[0]).toMatchObject({ name: 'code', code: 'PROMOTION_EXISTS' });

    const sap = '7300001';
    await insertPractice(t, { sap });
    const patient = await signUp(t);
    const patientId = await addPatient(t, patient, { sap });
    const calls = purchaseCalls(t, patient.token);
    const id = (
      await calls.purchaseDate({ purchase_date: '2025-08-10', patient_id: patientId }).expect(201)
    ).body.result.purchaseSubmissionId as string;
    await calls
      .supplies({ patientId, purchase_submission_id: id, supplies: monthsOfDailies(3), sap })
      .expect(200);
    const applied = await calls.promo({ code: 'school25', purchase_submission_id: id }).expect(200);
    expect(applied.body.result).toEqual({ rewardEarned: 25 });

    const edited = await as(t, admin.token)
      .put('/admin/api/promotions/school25', { ...promotion, award: 30, end_date: '2025-10-31' })
      .expect(200);
    expect(edited.body.result.promotion).toMatchObject({ award: 30, end_date: '2025-10-31' });
    const list = await as(t, admin.token).get('/admin/api/promotions').expect(200);
    expect(list.body.result.promotions).toEqual([
      expect.objectContaining({ code: 'SCHOOL25', award: 30 }),
    ]);
  });

  it('validates a promotion with the specification’s messages', async () => {
    const refused = await as(t, admin.token)
      .post('/admin/api/promotions', {
        ...promotion,
        code: 'BAD-CODE',
        patient_types: ['returning'],
        entry_types: 'site',
        both_eyes: 'no',
        award: 0,
        end_date: '2025-07-01',
      })
      .expect(400);
    expect(refused.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'code', code: 'VALIDATION' }),
        expect.objectContaining({ name: 'patient_types.0', message: 'Not a valid patient type' }),
        expect.objectContaining({ name: 'entry_types', message: 'Not an array' }),
        expect.objectContaining({ name: 'both_eyes', message: 'Not a boolean' }),
        expect.objectContaining({ name: 'award', code: 'VALIDATION' }),
        expect.objectContaining({ name: 'end_date', code: 'VALIDATION' }),
      ]),
    );
    const missing = await as(t, admin.token)
      .post('/admin/api/promotions', { ...promotion, promotion_name: '' })
      .expect(400);
    expect(missing.body.errors[0]).toMatchObject({ name: 'promotion_name', code: 'NULL' });
    for (const award of [-5, '-5', 1.5]) {
      const negative = await as(t, admin.token)
        .post('/admin/api/promotions', { ...promotion, code: 'MINUS5', award })
        .expect(400);
      expect(negative.body.errors).toEqual([
        {
          name: 'award',
          code: 'VALIDATION',
          message: 'Enter a whole-dollar award from 1 to 1,000.',
        },
      ]);
    }
    await as(t, admin.token)
      .put('/admin/api/promotions/NOPE1', { ...promotion, code: 'NOPE1' })
      .expect(404);
    const mismatch = await as(t, admin.token)
      .put('/admin/api/promotions/SCHOOL25', { ...promotion, code: 'OTHER' })
      .expect(400);
    expect(mismatch.body.errors[0]).toMatchObject({ name: 'code' });
    await as(t, admin.token).get('/admin/api/promotions/NOPE1').expect(404);
  });

  it('puts codes into classes and sets which classes stack', async () => {
    for (const code of ['STACK_A', 'STACK_B'])
      await as(t, admin.token)
        .post('/admin/api/promotions', { ...promotion, code })
        .expect(201);
    await as(t, admin.token)
      .post('/admin/api/code-classes', { code_class: 'alpha', code: 'STACK_A' })
      .expect(201);
    await as(t, admin.token)
      .post('/admin/api/code-classes', { code_class: 'beta', code: 'STACK_B' })
      .expect(201);
    const taken = await as(t, admin.token)
      .post('/admin/api/code-classes', { code_class: 'beta', code: 'STACK_A' })
      .expect(409);
    expect(taken.body.errors[0].code).toBe('PROMO_CODE_CLASS_TAKEN');
    await as(t, admin.token)
      .put('/admin/api/code-classes/combine', { code_class: 'alpha', combine_classes: ['beta'] })
      .expect(200);
    const classes = await as(t, admin.token)
      .put('/admin/api/code-classes/combine', { code_class: 'beta', combine_classes: ['alpha'] })
      .expect(200);
    expect(classes.body.result.codeClasses).toEqual([
      { code_class: 'alpha', combine_classes: ['beta'], codes: ['STACK_A'] },
      { code_class: 'beta', combine_classes: ['alpha'], codes: ['STACK_B'] },
    ]);
    const itself = await as(t, admin.token)
      .put('/admin/api/code-classes/combine', { code_class: 'alpha', combine_classes: ['alpha'] })
      .expect(400);
    expect(itself.body.errors[0]).toMatchObject({ name: 'combine_classes.0', code: 'VALIDATION' });
    await as(t, admin.token)
      .put('/admin/api/code-classes/combine', { code_class: 'gamma', combine_classes: ['alpha'] })
      .expect(404);
    const promotions = (await as(t, admin.token).get('/admin/api/promotions').expect(200)).body
      .result.promotions as { code: string; code_class: string; combine_classes: string[] }[];
    expect(promotions.find((p) => p.code === 'STACK_A')).toMatchObject({
      code_class: 'alpha',
      combine_classes: ['beta'],
    });
  });

  it('limits a promotion to the practices of a CSV, by sap or scg key', async () => {
    await as(t, admin.token)
      .post('/admin/api/promotions', { ...promotion, code: 'LOCAL5' })
      .expect(201);
    const upload = (csv: string, type = 'sap') =>
      t
        .http()
        .post('/admin/api/promotions/LOCAL5/practice-list')
        .set('profile-token', admin.token)
        .field('type', type)
        .attach('file', Buffer.from(csv), 'saps.csv');
    const bySap = await upload('sap\n1000001\n1000002\n\n1000003\n').expect(200);
    expect(bySap.body.result.promotion.practice_saps).toEqual(['1000001', '1000002', '1000003']);
    const byKey = await upload('LENSCRAFTERS\nSCG-2\n', 'scg_key').expect(200);
    expect(byKey.body.result.promotion).toMatchObject({
      practice_saps: ['1000001', '1000002', '1000003'],
      practice_scg_keys: ['LENSCRAFTERS', 'SCG-2'],
    });
    const bad = await upload('sap\n1000001\nABC\n1000001\n').expect(400);
    expect(bad.body.errors).toEqual([
      expect.objectContaining({ name: 'values.1', message: 'SAP must be an integer' }),
      expect.objectContaining({ name: 'values.2', code: 'DUPLICATE' }),
    ]);
    const type = await upload('1\n', 'practice').expect(400);
    expect(type.body.errors[0]).toMatchObject({ name: 'type', code: 'VALIDATION' });
    const noFile = await t
      .http()
      .post('/admin/api/promotions/LOCAL5/practice-list')
      .set('profile-token', admin.token)
      .field('type', 'sap')
      .expect(400);
    expect(noFile.body.errors[0]).toMatchObject({ name: 'file', code: 'NULL' });
    const unreadable = await upload('"unterminated\n1\n').expect(400);
    expect(unreadable.body.errors[0]).toMatchObject({ name: 'file', code: 'CSV_UNREADABLE' });
    await t
      .http()
      .post('/admin/api/promotions/NOPE9/practice-list')
      .set('profile-token', admin.token)
      .field('type', 'sap')
      .attach('file', Buffer.from('1\n'), 'saps.csv')
      .expect(404);
  });
});

import { validExamples } from '../testing/examples';
import { errorsOf, expectAccepted } from '../testing/expect-errors';
import { describeFields } from '../testing/field-table';
import { makePromoCodeFormSchema, promoCodeFormSchema } from './promo-code-form';
import { deletePromoCodeSchema, promoCodeListQuerySchema } from './promo-code-requests';

describeFields('promo code form', promoCodeFormSchema, validExamples.promoCodeForm, [
  {
    field: 'code',
    accept: ['SAVE10', 'spring_2025'],
    reject: [
      [undefined, 'NULL'],
      ['', 'NULL'],
      ['SAVE-10', 'VALIDATION'],
      ['10 OFF', 'VALIDATION'],
    ],
  },
  { field: 'purchase_submission_id', accept: ['s-2'], reject: [[undefined, 'NULL']] },
]);

describe('promo code form with codes already applied', () => {
  const form = makePromoCodeFormSchema(['SAVE10', ' Spring_2025 ']);

  it('refuses an applied code in any case: DUPLICATE, "Is already applied."', () => {
    expect(errorsOf(form, { code: 'save10', purchase_submission_id: 's-1' })).toEqual([
      { name: 'code', code: 'DUPLICATE', message: 'Is already applied.' },
    ]);
    expect(errorsOf(form, { code: 'SPRING_2025', purchase_submission_id: 's-1' }, 'es')).toEqual([
      { name: 'code', code: 'DUPLICATE', message: 'Ya está aplicado.' },
    ]);
  });

  it('accepts another code', () => {
    expectAccepted(form, { code: 'SUMMER_25', purchase_submission_id: 's-1' });
  });

  it('says an ill-formed code is invalid', () => {
    expect(
      errorsOf(promoCodeFormSchema, { code: 'bad code', purchase_submission_id: 's-1' }),
    ).toEqual([{ name: 'code', code: 'VALIDATION', message: 'This promo code is not valid.' }]);
  });
});

describeFields('delete promo code', deletePromoCodeSchema, validExamples.deletePromoCode, [
  {
    field: 'code_class',
    accept: [undefined, '', 'BRAND_2'],
    reject: [['brand class', 'VALIDATION']],
  },
]);

describeFields('promo code list', promoCodeListQuerySchema, validExamples.promoCodeListQuery, [
  { field: 'code', accept: [undefined, 'X1'], reject: [['X-1', 'VALIDATION']] },
]);

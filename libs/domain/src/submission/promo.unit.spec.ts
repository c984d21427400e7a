import { type PromoCodeDefinition } from '../promo-codes/promotion';
import {
  AT,
  confirmedEntry,
  entered,
  event,
  ID,
  promoApplied,
  spec,
  submitted,
} from '../testing/submission-fixtures';

const summer: PromoCodeDefinition = {
  code: 'SUMMER25',
  code_class: 'seasonal',
  combine_classes: ['ecp'],
  promotion: {
    promotion_name: 'Summer',
    start_date: '2025-06-01',
    end_date: '2025-08-31',
    eligible_brands: ['1OH'],
    patient_types: [],
    entry_types: ['site'],
    both_eyes: true,
    award: 25,
    practices: { scg_keys: ['SCG-1'] },
  },
};

describe('ApplyPromoCode', () => {
  it('applies an eligible code', () => {
    spec
      .given([entered(), submitted()])
      .when({
        type: 'ApplyPromoCode',
        data: { submissionId: ID, code: 'summer25', definition: summer },
      })
      .then([promoApplied()]);
  });

  it('matches practice lists by sap when the practice has no scg key', () => {
    const bySap = {
      ...summer,
      promotion: { ...summer.promotion, practices: { saps: ['100200'] } },
    };
    const noKey = submitted({ practice: { sap: '100200', status: 'active', programs: {} } });
    spec
      .given([entered(), noKey])
      .when({
        type: 'ApplyPromoCode',
        data: { submissionId: ID, code: 'SUMMER25', definition: bySap },
      })
      .then([promoApplied()]);
  });

  it('needs supplies first (brand and eyes decide eligibility)', () => {
    spec
      .given([entered()])
      .when({
        type: 'ApplyPromoCode',
        data: { submissionId: ID, code: 'SUMMER25', definition: summer },
      })
      .thenFails({ code: 'SUPPLIES_REQUIRED' });
  });

  it('passes on the eligibility failure', () => {
    spec
      .given([entered(), submitted(), promoApplied()])
      .when({
        type: 'ApplyPromoCode',
        data: { submissionId: ID, code: 'Summer25', definition: summer },
      })
      .thenFails({ code: 'PROMO_CODE_ALREADY_APPLIED', message: 'Is already applied.' });
  });

  it('is closed once confirmed', () => {
    spec
      .given(confirmedEntry())
      .when({
        type: 'ApplyPromoCode',
        data: { submissionId: ID, code: 'SUMMER25', definition: summer },
      })
      .thenFails({ code: 'ILLEGAL_STATUS' });
  });
});

describe('RemovePromoCode', () => {
  const removed = event('PromoCodeRemoved', {
    code: 'SUMMER25',
    codeClass: 'seasonal',
    reason: 'patient',
    removedAt: AT,
  });

  it('removes by code, in any case', () => {
    spec
      .given([entered(), submitted(), promoApplied()])
      .when({ type: 'RemovePromoCode', data: { submissionId: ID, code: 'summer25' } })
      .then([removed]);
  });

  it('removes by code class (stacking)', () => {
    spec
      .given([entered(), submitted(), promoApplied()])
      .when({
        type: 'RemovePromoCode',
        data: { submissionId: ID, code: null, codeClass: 'seasonal' },
      })
      .then([removed]);
  });

  it('says when the code is not applied', () => {
    spec
      .given([entered(), submitted(), promoApplied()])
      .when({ type: 'RemovePromoCode', data: { submissionId: ID, code: 'WINTER10' } })
      .thenFails({ code: 'PROMO_CODE_NOT_APPLIED' });
  });
});

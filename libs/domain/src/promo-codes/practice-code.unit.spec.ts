import { checkPromoCode } from './eligibility';
import {
  PRACTICE_CODE_CLASS,
  isPracticeCode,
  practiceCodeDecider,
  practiceCodeGenerator,
  practiceCodePromotion,
  type PracticeCodeIssued,
} from './practice-code';
import { deciderSpecification } from '../testing/decider-specification';

const NOW = Date.UTC(2025, 8, 15, 15);
const spec = deciderSpecification(practiceCodeDecider, { now: NOW });
const issued: PracticeCodeIssued = {
  type: 'PracticeCodeIssued',
  data: { sap: '7100001', code: 'DRABCD2345', issuedAt: '2025-09-15T15:00:00.000Z' },
};

describe('a practice’s code', () => {
  it('is issued once: later requests keep the first code', () => {
    spec
      .given([])
      .when({ type: 'IssuePracticeCode', data: { sap: '7100001', code: 'DRABCD2345' } })
      .then([issued]);
    spec
      .given([issued])
      .when({ type: 'IssuePracticeCode', data: { sap: '7100001', code: 'DRZZZZ9999' } })
      .thenNothingHappens();
  });

  it('keeps the first code should the stream ever hold two', () => {
    const second = { ...issued, data: { ...issued.data, code: 'DRZZZZ9999' } };
    const state = [issued, second].reduce(
      practiceCodeDecider.evolve,
      practiceCodeDecider.initialState(),
    );
    expect(state).toMatchObject({ kind: 'issued', code: 'DRABCD2345' });
  });

  it('refuses a malformed code', () => {
    spec
      .given([])
      .when({ type: 'IssuePracticeCode', data: { sap: '7100001', code: 'ABC' } })
      .thenFails({ code: 'INVALID_PRACTICE_CODE' });
  });

  it('generates DR and eight characters without look-alikes', () => {
    let i = 0;
    const next = practiceCodeGenerator((size) => (i += 7) % size);
    const codes = [next(), next(), next()];
    for (const code of codes) expect(isPracticeCode(code)).toBe(true);
    expect(new Set(codes).size).toBe(3);
    expect(isPracticeCode('DR0OIL1234')).toBe(false);
  });

  const promotion = practiceCodePromotion({ sap: '7100001', displayName: 'Clear View' }, NOW);

  it('pays from the start of the offer in force to the programme’s end', () => {
    expect(promotion).toMatchObject({
      promotion_name: 'Practice code 7100001',
      display_name: 'Clear View',
      start_date: '2025-07-21',
      end_date: '2025-12-31',
      entry_types: ['site'],
      award: 20,
    });
  });

  it('applies at its practice and is not eligible at any other', () => {
    const definition = {
      code: 'DRABCD2345',
      code_class: PRACTICE_CODE_CLASS,
      combine_classes: [],
      promotion: { ...promotion, practices: { saps: ['7100001'], scg_keys: [] } },
    };
    const entry = {
      purchaseDate: '2025-09-10',
      brandLeft: '1DM',
      brandRight: '1DM',
      patientType: 'current_wearer',
      entryType: 'site',
    } as const;
    const at = (sap: string) =>
      checkPromoCode({ code: 'drabcd2345', definition, entry: { ...entry, sap }, applied: [] });
    expect(at('7100001')).toMatchObject({ ok: true, value: { award: 20, codeClass: 'practice' } });
    expect(at('7100002')).toEqual({
      ok: false,
      error: { code: 'PROMO_CODE_NOT_ELIGIBLE_FOR_PRACTICE' },
    });
  });
});

import { checkPromoCode, isEligibleForPractice, type PromoEntry } from './eligibility';
import { type AppliedPromoCode, type PromoCodeDefinition, type Promotion } from './promotion';
import { classesCombine, maxPromoCodes, sameCode } from './stacking';

const promotion: Promotion = {
  promotion_name: 'Summer',
  start_date: '2025-06-01',
  end_date: '2025-08-31',
  eligible_brands: [],
  patient_types: [],
  entry_types: [],
  both_eyes: false,
  award: 25,
};

const definition = (
  overrides: Partial<Promotion> = {},
  code = 'SUMMER25',
): PromoCodeDefinition => ({
  code,
  code_class: 'seasonal',
  combine_classes: ['ecp'],
  promotion: { ...promotion, ...overrides },
});

const entry: PromoEntry = {
  purchaseDate: '2025-07-15',
  brandLeft: '1OH',
  brandRight: '1OH',
  patientType: 'current_wearer',
  entryType: 'site',
  sap: '100200',
  scgKey: 'SCG-1',
};

const applied = (
  codeClass: string,
  combineClasses: string[],
  code = `${codeClass}-code`,
): AppliedPromoCode => ({
  code,
  codeClass,
  award: 10,
  combineClasses,
});

const check = (
  overrides: {
    code?: string;
    def?: PromoCodeDefinition | undefined;
    entry?: Partial<PromoEntry>;
    applied?: AppliedPromoCode[];
  } = {},
) =>
  checkPromoCode({
    code: overrides.code ?? 'summer25',
    definition: 'def' in overrides ? overrides.def : definition(),
    entry: { ...entry, ...overrides.entry },
    applied: overrides.applied ?? [],
  });

const failure = (code: string, extra: object = {}) => ({ ok: false, error: { code, ...extra } });

describe('promo-code eligibility', () => {
  it('applies an eligible code, spelled as defined, with its class and award', () => {
    expect(check()).toEqual({
      ok: true,
      value: { code: 'SUMMER25', codeClass: 'seasonal', award: 25, combineClasses: ['ecp'] },
    });
  });

  it.each(['', '   '])('requires a code (%j)', (code) => {
    expect(check({ code })).toEqual(failure('PROMO_CODE_REQUIRED'));
  });

  it('says "Is already applied." for the same code in any case', () => {
    expect(check({ code: 'Summer25 ', applied: [applied('seasonal', [], 'SUMMER25')] })).toEqual(
      failure('PROMO_CODE_ALREADY_APPLIED', { message: 'Is already applied.' }),
    );
  });

  describe('limit: one code before 2025-07-01, two from then', () => {
    it.each([
      ['2025-06-30', 1, 1],
      ['2025-07-01', 2, 2],
    ])('on %s, %i applied reaches the limit of %i', (purchaseDate, count, limit) => {
      const already = [applied('ecp', ['seasonal']), applied('loyalty', ['seasonal'])].slice(
        0,
        count,
      );
      expect(check({ entry: { purchaseDate }, applied: already })).toEqual(
        failure('PROMO_CODE_LIMIT_REACHED', { limit }),
      );
    });

    it('accepts a second, combinable code from 2025-07-01', () => {
      expect(check({ applied: [applied('ecp', ['seasonal'])] }).ok).toBe(true);
    });

    it.each([
      ['2025-06-30', 1],
      ['2025-07-01', 2],
    ])('maxPromoCodes(%s) is %i', (day, max) => {
      expect(maxPromoCodes(day)).toBe(max);
    });
  });

  describe('invalid codes', () => {
    it.each([
      ['an unknown code', { def: undefined }, 'UNKNOWN'],
      ['a definition for another code', { def: definition({}, 'WINTER10') }, 'UNKNOWN'],
      ['a purchase before the window', { entry: { purchaseDate: '2025-05-31' } }, 'OUTSIDE_WINDOW'],
      ['a purchase after the window', { entry: { purchaseDate: '2025-09-01' } }, 'OUTSIDE_WINDOW'],
      ['a brand not listed', { def: definition({ eligible_brands: ['TAS'] }) }, 'BRAND'],
      [
        'one eye of a brand not listed',
        { def: definition({ eligible_brands: ['1OH'] }), entry: { brandRight: 'TRP' as const } },
        'BRAND',
      ],
      ['no supplies', { entry: { brandLeft: null, brandRight: null } }, 'BRAND'],
      [
        'another patient type',
        { def: definition({ patient_types: ['new_acuvue'] }) },
        'PATIENT_TYPE',
      ],
      [
        'another entry type',
        { def: definition({ entry_types: ['checkout', 'shop'] }) },
        'ENTRY_TYPE',
      ],
      [
        'one eye when both are needed',
        { def: definition({ both_eyes: true }), entry: { brandRight: null } },
        'BOTH_EYES',
      ],
    ])('rejects %s', (_label, overrides, reason) => {
      expect(check(overrides)).toEqual(failure('PROMO_CODE_INVALID', { reason }));
    });

    it.each([
      ['on the first day', '2025-06-01'],
      ['on the last day', '2025-08-31'],
    ])('accepts a purchase %s of the window', (_label, purchaseDate) => {
      expect(check({ entry: { purchaseDate } }).ok).toBe(true);
    });

    it('accepts listed brands, types and both eyes', () => {
      const strict = definition({
        eligible_brands: ['1OH'],
        patient_types: ['current_wearer'],
        entry_types: ['site'],
        both_eyes: true,
      });
      expect(check({ def: strict }).ok).toBe(true);
    });
  });

  describe('practice lists (sap or scg_key)', () => {
    it.each([
      ['listed by sap', { saps: ['100200'] }, true],
      ['listed by scg key', { scg_keys: ['SCG-1'] }, true],
      ['not listed', { saps: ['999999'], scg_keys: ['SCG-2'] }, false],
      ['empty lists (every practice)', { saps: [], scg_keys: [] }, true],
    ])('a practice %s', (_label, practices, eligible) => {
      const result = check({ def: definition({ practices }) });
      expect(result.ok).toBe(eligible);
      if (!eligible) expect(result).toEqual(failure('PROMO_CODE_NOT_ELIGIBLE_FOR_PRACTICE'));
    });

    it('does not match a practice without a key against a key list', () => {
      expect(
        isEligibleForPractice(
          { ...promotion, practices: { scg_keys: ['SCG-1'] } },
          { ...entry, scgKey: null },
        ),
      ).toBe(false);
    });
  });

  describe('class compatibility (combine_classes)', () => {
    it.each([
      ['classes that allow each other', applied('ecp', ['seasonal']), true],
      ['a class that does not allow the new one', applied('ecp', []), false],
      ['the same class', applied('seasonal', ['seasonal', 'ecp']), false],
    ])('%s', (_label, existing, compatible) => {
      const result = check({ applied: [existing] });
      expect(result.ok).toBe(compatible);
      if (!compatible) {
        expect(result).toEqual(
          failure('PROMO_CODE_INCOMPATIBLE', { conflictsWith: existing.codeClass }),
        );
      }
    });

    it('needs both classes to allow the other', () => {
      const a = { codeClass: 'a', combineClasses: ['b'] };
      expect(classesCombine(a, { codeClass: 'b', combineClasses: ['a'] })).toBe(true);
      expect(classesCombine(a, { codeClass: 'b', combineClasses: [] })).toBe(false);
    });
  });

  it('compares codes without case or surrounding spaces', () => {
    expect(sameCode(' abc ', 'ABC')).toBe(true);
    expect(sameCode('abc', 'abd')).toBe(false);
  });

  it('rounds the award to whole dollars', () => {
    const result = check({ def: definition({ award: 12.6 }) });
    expect(result.ok && result.value.award).toBe(13);
  });
});

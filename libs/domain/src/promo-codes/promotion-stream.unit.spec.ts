import { deciderSpecification } from '../testing/decider-specification';
import {
  evolvePromotion,
  initialPromotionState,
  promotionDecider,
  promotionIdOf,
  type PromotionCreated,
  type PromotionDefinition,
  type PromotionPracticeListSet,
  type PromotionRevised,
} from './promotion-stream';

const NOW = Date.UTC(2025, 6, 1, 9);
const AT = '2025-07-01T09:00:00.000Z';
const spec = deciderSpecification(promotionDecider, { now: NOW });

const summer: PromotionDefinition = {
  promotion_name: 'Summer',
  display_name: 'Summer bonus',
  jira_issue_id: 'PROMO-1',
  start_date: '2025-06-01',
  end_date: '2025-08-31',
  eligible_brands: ['1OH'],
  patient_types: [],
  entry_types: ['site'],
  both_eyes: false,
  award: 25,
};

const created: PromotionCreated = {
  type: 'PromotionCreated',
  data: { promotionId: 'SUMMER25', code: 'Summer25', definition: summer, createdAt: AT },
};

const saps = (values: string[]): PromotionPracticeListSet => ({
  type: 'PromotionPracticeListSet',
  data: { promotionId: 'SUMMER25', code: 'Summer25', type: 'sap', values, setAt: AT },
});

describe('promotion stream', () => {
  it('names the stream by the code in upper case', () => {
    expect(promotionIdOf(' summer25 ')).toBe('SUMMER25');
  });

  it('creates a promotion', () => {
    spec
      .given([])
      .when({ type: 'CreatePromotion', data: { code: ' Summer25 ', definition: summer } })
      .then([created]);
  });

  it('creating the same promotion again decides nothing (seeds may run twice)', () => {
    spec
      .given([created])
      .when({ type: 'CreatePromotion', data: { code: 'SUMMER25', definition: { ...summer } } })
      .thenNothingHappens();
  });

  it('refuses another promotion under a code already used', () => {
    spec
      .given([created])
      .when({
        type: 'CreatePromotion',
        data: { code: 'summer25', definition: { ...summer, award: 30 } },
      })
      .thenFails({ code: 'PROMOTION_EXISTS', field: 'code' });
  });

  it.each([
    ['a blank code', '  ', summer, 'PROMO_CODE_REQUIRED'],
    [
      'an end before the start',
      'X',
      { ...summer, end_date: '2025-05-31' },
      'PROMOTION_WINDOW_INVALID',
    ],
    [
      'an unreadable date',
      'X',
      { ...summer, start_date: '06/01/2025' },
      'PROMOTION_WINDOW_INVALID',
    ],
    ['a negative award', 'X', { ...summer, award: -1 }, 'PROMOTION_AWARD_INVALID'],
    [
      'an award that is no number',
      'X',
      { ...summer, award: Number.NaN },
      'PROMOTION_AWARD_INVALID',
    ],
  ] as const)('refuses %s', (_label, code, definition, error) => {
    spec
      .given([])
      .when({ type: 'CreatePromotion', data: { code, definition } })
      .thenFails({ code: error });
  });

  it('sets a practice list, trimmed and without repeats', () => {
    spec
      .given([created])
      .when({
        type: 'SetPromotionPracticeList',
        data: { code: 'summer25', type: 'sap', values: ['100', ' 100', '200', ''] },
      })
      .then([saps(['100', '200'])]);
  });

  it('the same list again decides nothing; the other list type is separate', () => {
    spec
      .given([created, saps(['100'])])
      .when({ type: 'SetPromotionPracticeList', data: { code: 'x', type: 'sap', values: ['100'] } })
      .thenNothingHappens();
    const state = [
      created,
      saps(['100']),
      { ...saps(['K1']), data: { ...saps(['K1']).data, type: 'scg_key' as const } },
    ].reduce(evolvePromotion, initialPromotionState());
    expect(state.kind === 'created' && state.practices).toEqual({
      saps: ['100'],
      scg_keys: ['K1'],
    });
  });

  it('needs the promotion before its practice list', () => {
    spec
      .given([])
      .when({ type: 'SetPromotionPracticeList', data: { code: 'x', type: 'scg_key', values: [] } })
      .thenFails({ code: 'PROMOTION_NOT_FOUND' });
    expect(evolvePromotion(initialPromotionState(), saps(['1']))).toEqual({ kind: 'none' });
  });

  describe('revising (an admin edits the promotion)', () => {
    const autumn: PromotionDefinition = { ...summer, end_date: '2025-10-31', award: 30 };
    const revised: PromotionRevised = {
      type: 'PromotionRevised',
      data: { promotionId: 'SUMMER25', code: 'Summer25', definition: autumn, revisedAt: AT },
    };

    it('records the new definition under the same code', () => {
      spec
        .given([created])
        .when({ type: 'RevisePromotion', data: { code: 'summer25', definition: autumn } })
        .then([revised]);
      const state = [created, saps(['100']), revised].reduce(
        evolvePromotion,
        initialPromotionState(),
      );
      expect(state).toMatchObject({ definition: autumn, practices: { saps: ['100'] } });
    });

    it('the same definition again decides nothing', () => {
      spec
        .given([created, revised])
        .when({ type: 'RevisePromotion', data: { code: 'x', definition: { ...autumn } } })
        .thenNothingHappens();
    });

    it('needs the promotion, and a valid window and award', () => {
      spec
        .given([])
        .when({ type: 'RevisePromotion', data: { code: 'x', definition: autumn } })
        .thenFails({ code: 'PROMOTION_NOT_FOUND' });
      expect(evolvePromotion(initialPromotionState(), revised)).toEqual({ kind: 'none' });
      spec
        .given([created])
        .when({
          type: 'RevisePromotion',
          data: { code: 'x', definition: { ...autumn, end_date: '2025-01-01' } },
        })
        .thenFails({ code: 'PROMOTION_WINDOW_INVALID' });
    });
  });
});

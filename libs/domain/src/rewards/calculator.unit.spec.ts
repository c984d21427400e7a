import { type SupplyMonths } from '../catalog/codes';
import { prior } from '../testing/fixtures';
import { SUB_PHASES, subPhaseByName, type SubPhase, type SubPhaseName } from '../time/sub-phases';
import { calculateRewards, type RewardInput } from './calculator';

const input = (subPhase: SubPhase, overrides: Partial<RewardInput> = {}): RewardInput => ({
  subPhase,
  purchaseDate: subPhase.start,
  supplyMonths: 12,
  brands: ['1OH'],
  preferredActive: false,
  ...overrides,
});

// Expected base for 3 / 6 / 9 / 12 months and the preferred bonus of each sub-phase, by hand:
// 12 months = max_reward − preferred_max_reward.
const expected: Record<SubPhaseName, [number, number, number, number, number]> = {
  may_2021: [25, 60, 100, 100, 100],
  jul_2021: [25, 60, 100, 200, 50],
  jan_2022: [35, 80, 125, 200, 50],
  jul_2022: [35, 100, 175, 200, 50],
  sep_2022: [35, 100, 175, 200, 50],
  jan_2023: [15, 50, 100, 100, 100],
  jul_2023: [15, 50, 100, 150, 50],
  aug_2023: [15, 50, 100, 150, 50],
  jan_2024: [15, 50, 100, 150, 50],
  apr_2024: [15, 50, 100, 150, 50],
  jul_2024: [15, 50, 100, 150, 50],
  jan_2025: [15, 100, 100, 200, 50],
  apr_2025: [15, 100, 100, 200, 50],
  jul_2025: [15, 100, 100, 200, 50],
  julTRA_2025: [15, 100, 100, 200, 50],
};

const months: SupplyMonths[] = [3, 6, 9, 12];
const matrix = SUB_PHASES.flatMap((phase) =>
  months.flatMap((m, i) =>
    [false, true].map((preferredActive) => {
      const [base, bonus] = [expected[phase.name][i] as number, expected[phase.name][4]];
      const preferred = preferredActive && m === 12 ? bonus : 0;
      return [phase.name, m, preferredActive, base, preferred] as const;
    }),
  ),
);

describe('reward by sub-phase × supply length × preferred (DESIGN §9)', () => {
  it.each(matrix)(
    '%s, %i months, preferred %s: base %i, bonus %i',
    (name, m, preferredActive, base, bonus) => {
      const rewards = calculateRewards(
        input(subPhaseByName(name), { supplyMonths: m, preferredActive }),
      );
      expect(rewards).toEqual({
        baseReward: base,
        bonusRewards: { preferredPractice: bonus },
        trueUpReward: 0,
        promocodeRewards: {},
        promocodeReward: 0,
        totalReward: base + bonus,
      });
    },
  );

  it.each(SUB_PHASES.map((p) => [p.name, p] as const))(
    '%s: a preferred 12-month supply reaches max_reward exactly',
    (_name, phase) => {
      expect(calculateRewards(input(phase, { preferredActive: true })).totalReward).toBe(
        phase.max_reward,
      );
    },
  );
});

describe('preferred bonus brands', () => {
  const jan2025 = subPhaseByName('jan_2025');
  it.each(['1OH', 'TAS', '1DM', '1MA', '1MM', 'FAL'] as const)('%s earns it', (brand) => {
    const r = calculateRewards(input(jan2025, { brands: [brand], preferredActive: true }));
    expect(r.bonusRewards.preferredPractice).toBe(50);
  });

  it.each(['TRP', 'AUP', 'AUT', 'TRA', 'AAS', 'ATL', 'CYP', 'OWT', 'PH'] as const)(
    '%s does not',
    (brand) => {
      const r = calculateRewards(input(jan2025, { brands: [brand], preferredActive: true }));
      expect(r.bonusRewards.preferredPractice).toBe(0);
    },
  );

  it('needs every eye to be a bonus brand', () => {
    const r = calculateRewards(input(jan2025, { brands: ['1OH', 'TRP'], preferredActive: true }));
    expect(r.bonusRewards.preferredPractice).toBe(0);
    expect(
      calculateRewards(input(jan2025, { brands: [], preferredActive: true })).bonusRewards,
    ).toEqual({
      preferredPractice: 0,
    });
  });
});

describe('subsequent three-month purchase', () => {
  it.each(SUB_PHASES.map((p) => [p.name, p] as const))(
    '%s pays subsequent_three_month',
    (_n, phase) => {
      const history = [prior('2021-01-01', 3, 10, { purchaseDate: phase.start })];
      const r = calculateRewards(input(phase, { supplyMonths: 3, priorPurchases: history }));
      expect(r.baseReward).toBe(phase.subsequent_three_month);
      expect(r.trueUpReward).toBe(0);
    },
  );

  const jan2025 = subPhaseByName('jan_2025');
  it.each([
    ['a purchase more than 12 months before', prior('2024-01-01', 3, 15), 15],
    ['a rejected purchase', prior('2025-01-01', 3, 15, { status: 'rejected' }), 15],
    ['an entry still in progress', prior('2025-01-01', 3, 15, { status: '' }), 15],
    ['the entry itself (a resubmission)', prior('2025-01-01', 3, 15, { submissionId: 'me' }), 15],
  ])('ignores %s', (_label, purchase, base) => {
    const r = calculateRewards(
      input(jan2025, {
        purchaseDate: '2025-02-01',
        supplyMonths: 3,
        priorPurchases: [purchase],
        submissionId: 'me',
      }),
    );
    expect(r.baseReward).toBe(base);
  });
});

describe('true-up over the rolling 12 months', () => {
  const at = (name: SubPhaseName) => subPhaseByName(name);
  it.each([
    // target = min(12-month base, flex); earned = prior base + prior true-up + this base
    ['jan_2025: 9 then 3', 'jan_2025', [prior('2024-06-01', 9, 100)], 3, 15, 85],
    ['jan_2025: 6 then 6', 'jan_2025', [prior('2024-06-01', 6, 100)], 6, 100, 0],
    ['jul_2023 (flex 115 < 150): 6 then 6', 'jul_2023', [prior('2023-01-01', 6, 50)], 6, 50, 15],
    ['jan_2023 (flex 115 > 100): 9 then 3', 'jan_2023', [prior('2022-07-01', 9, 175)], 3, 15, 0],
    [
      'sep_2022 (flex 210 > 200): 3+3+3 then 3',
      'sep_2022',
      [prior('2022-01-01', 3, 35), prior('2022-03-01', 3, 35), prior('2022-06-01', 3, 35)],
      3,
      35,
      60,
    ],
    ['jul_2022 (no flex): 3 then 9', 'jul_2022', [prior('2022-01-01', 3, 35)], 9, 175, 0],
    [
      'jul_2021 (no flex): 3+3+3 then 3',
      'jul_2021',
      [prior('2021-05-28', 3, 25), prior('2021-06-01', 3, 35), prior('2021-06-15', 3, 35)],
      3,
      35,
      70, // 200 − (25 + 35 + 35 + 35)
    ],
    ['may_2021 (no flex): 6 then 6', 'may_2021', [prior('2021-05-27', 6, 60)], 6, 60, 0],
    [
      'counts earlier true-ups as earned',
      'jan_2025',
      [prior('2024-06-01', 6, 100, { trueUpReward: 50 }), prior('2024-08-01', 3, 15)],
      3,
      15,
      20, // 200 − (100 + 50 + 15 + 15)
    ],
    ['not when the year is not complete', 'jan_2025', [prior('2024-06-01', 3, 15)], 6, 100, 0],
    [
      'not when the year was already complete',
      'jan_2025',
      [prior('2024-06-01', 12, 200)],
      3,
      15,
      0,
    ],
    ['not for a single entry', 'jan_2025', [], 12, 200, 0],
  ] as const)('%s', (_label, name, history, m, base, trueUp) => {
    const phase = at(name);
    const r = calculateRewards(
      input(phase, { purchaseDate: phase.end, supplyMonths: m, priorPurchases: history }),
    );
    expect([r.baseReward, r.trueUpReward]).toEqual([base, trueUp]);
    expect(r.totalReward).toBe(base + trueUp);
  });
});

describe('promo rewards', () => {
  const jan2025 = subPhaseByName('jul_2025');
  it('come on top, by code class, largest first', () => {
    const r = calculateRewards(
      input(jan2025, {
        preferredActive: true,
        promoCodes: [
          { codeClass: 'ecp', award: 20 },
          { codeClass: 'welcome', award: 50 },
        ],
      }),
    );
    expect(Object.entries(r.promocodeRewards)).toEqual([
      ['welcome', 50],
      ['ecp', 20],
    ]);
    expect(r.promocodeReward).toBe(70);
    expect(r.totalReward).toBe(250 + 70);
  });

  it('orders equal amounts by class name and rounds to whole dollars, never negative', () => {
    const r = calculateRewards(
      input(jan2025, {
        promoCodes: [
          { codeClass: 'b', award: 10.4 },
          { codeClass: 'a', award: 10 },
          { codeClass: 'c', award: -5 },
          { codeClass: 'd', award: Number.NaN },
        ],
      }),
    );
    expect(Object.entries(r.promocodeRewards)).toEqual([
      ['a', 10],
      ['b', 10],
      ['c', 0],
      ['d', 0],
    ]);
  });
});

describe('the max_reward cap', () => {
  it('keeps base, preferred and true-up within max_reward even for odd offers', () => {
    const odd: SubPhase = {
      ...subPhaseByName('jan_2025'),
      max_reward: 80,
      nine_month: 150,
      preferred_max_reward: 90,
    };
    expect(
      calculateRewards(input(odd, { supplyMonths: 9, preferredActive: true })).totalReward,
    ).toBe(80);
    const r = calculateRewards(input(odd, { supplyMonths: 12, preferredActive: true }));
    expect(r.baseReward + r.bonusRewards.preferredPractice + r.trueUpReward).toBeLessThanOrEqual(
      80,
    );
  });
});

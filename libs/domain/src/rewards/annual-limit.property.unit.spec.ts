// The annual limit and the true-up over purchases entered in any order (DESIGN §9): every
// 12-month window, before and after a purchase, holds at most 12 months of supply.
import fc from 'fast-check';
import { SUPPLY_MONTHS, type SupplyMonths } from '../catalog/codes';
import { addDays, isWithinRollingYear, type IsoDay } from '../time/days';
import { subPhaseAt, type SubPhase } from '../time/sub-phases';
import { ANNUAL_SUPPLY_LIMIT_MONTHS, exceedsAnnualLimit, limitRemaining } from './annual-limit';
import { calculateRewards } from './calculator';
import { type PriorPurchase } from './purchase-history';
import { trueUpTarget } from './true-up';

interface Purchase {
  id: string;
  date: IsoDay;
  months: SupplyMonths;
}

const asPrior = (p: Purchase, rewards = { baseReward: 0, trueUpReward: 0 }): PriorPurchase => ({
  submissionId: p.id,
  purchaseDate: p.date,
  supplyMonths: p.months,
  status: 'approved',
  ...rewards,
});

/** The months in the fullest 12-month window containing `day`, by trying every window's end. */
function fullestWindowByBruteForce(purchases: readonly Purchase[], day: IsoDay): number {
  let fullest = 0;
  for (let end = day; isWithinRollingYear(day, end); end = addDays(end, 1)) {
    const held = purchases.filter((p) => isWithinRollingYear(p.date, end));
    fullest = Math.max(
      fullest,
      held.reduce((sum, p) => sum + p.months, 0),
    );
  }
  return fullest;
}

/** The months in the fullest 12-month window anywhere. */
function fullestWindowAnywhere(purchases: readonly Purchase[]): number {
  return Math.max(0, ...purchases.map((p) => fullestWindowByBruteForce(purchases, p.date)));
}

const day = (from: IsoDay, span: number) => fc.nat({ max: span }).map((n) => addDays(from, n));

const purchases = (from: IsoDay, span: number, maxLength = 8) =>
  fc
    .array(fc.record({ date: day(from, span), months: fc.constantFrom(...SUPPLY_MONTHS) }), {
      maxLength,
    })
    .map((list) => list.map((p, i) => ({ id: `e-${i}`, ...p })));

/** A shuffle of `list` driven by fast-check (so a failure shrinks and replays). */
const inAnyOrder = <T>(list: readonly T[]) =>
  fc
    .array(fc.nat(), { minLength: list.length, maxLength: list.length })
    .map((keys) => list.map((item, i) => ({ item, key: keys[i] ?? 0 })))
    .map((keyed) => [...keyed].sort((a, b) => a.key - b.key).map(({ item }) => item));

describe('annual limit over every 12-month window (properties)', () => {
  it('leaves what the fullest window containing the purchase leaves, before or after it', () => {
    fc.assert(
      fc.property(purchases('2023-01-01', 1000), day('2023-01-01', 1000), (history, date) => {
        const expected = Math.max(
          0,
          ANNUAL_SUPPLY_LIMIT_MONTHS - fullestWindowByBruteForce(history, date),
        );
        expect(
          limitRemaining(
            history.map((p) => asPrior(p)),
            date,
          ),
        ).toBe(expected);
      }),
    );
  });

  it('never lets any 12-month window hold more than 12 months, whatever order entries come in', () => {
    fc.assert(
      fc.property(
        purchases('2023-06-01', 900, 10).chain((list) => inAnyOrder(list)),
        (entries) => {
          const accepted: Purchase[] = [];
          for (const entry of entries) {
            const prior = accepted.map((p) => asPrior(p));
            const refused = exceedsAnnualLimit(prior, entry.date, entry.months);
            // Refused only when accepting it would put a window containing it over the limit.
            expect(refused).toBe(
              fullestWindowByBruteForce(accepted, entry.date) + entry.months >
                ANNUAL_SUPPLY_LIMIT_MONTHS,
            );
            if (!refused) accepted.push(entry);
          }
          expect(fullestWindowAnywhere(accepted)).toBeLessThanOrEqual(ANNUAL_SUPPLY_LIMIT_MONTHS);
        },
      ),
    );
  });
});

describe('true-up over purchases entered in any order (properties)', () => {
  // One offer's values throughout (jul_2023 to jul_2024 share them): the year's target is fixed.
  const YEARS: readonly (readonly SupplyMonths[])[] = [
    [3, 9],
    [6, 6],
    [3, 3, 6],
    [3, 6, 3],
    [3, 3, 3, 3],
  ];
  const aYear = fc
    .record({
      months: fc.constantFrom(...YEARS),
      start: day('2023-07-01', 183),
      offsets: fc.array(fc.nat({ max: 364 }), { minLength: 4, maxLength: 4 }),
    })
    .map(({ months, start, offsets }) =>
      months.map((m, i) => ({ id: `y-${i}`, months: m, date: addDays(start, offsets[i] ?? 0) })),
    )
    .chain((year) => inAnyOrder(year));

  it('pays a completed year the same, max(target, the bases), whichever entry comes last', () => {
    fc.assert(
      fc.property(aYear, (entries) => {
        const made: PriorPurchase[] = [];
        let offer: SubPhase | undefined;
        for (const entry of entries) {
          offer = subPhaseAt(entry.date) as SubPhase;
          const r = calculateRewards({
            subPhase: offer,
            purchaseDate: entry.date,
            supplyMonths: entry.months,
            brands: ['AAS'],
            preferredActive: false,
            priorPurchases: made,
            submissionId: entry.id,
          });
          made.push(asPrior(entry, { baseReward: r.baseReward, trueUpReward: r.trueUpReward }));
        }
        const bases = made.reduce((sum, p) => sum + p.baseReward, 0);
        const paid = made.reduce((sum, p) => sum + p.baseReward + p.trueUpReward, 0);
        expect(paid).toBe(Math.max(trueUpTarget(offer as SubPhase), bases));
      }),
    );
  });
});

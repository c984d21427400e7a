import fc from 'fast-check';
import { addDays, dayOf, type IsoDay } from './days';
import { FIRST_SUB_PHASE, LAST_SUB_PHASE, subPhaseAt } from './sub-phases';
import { earliestPurchaseDay, lastSubmissionDay, purchaseDateProblem } from './submission-window';

const today = '2025-09-15';
const at = (purchaseDate: IsoDay, windowDays = 90, submittedOn = today) =>
  purchaseDateProblem(purchaseDate, { today, submittedOn, windowDays });

describe('offer and submission window', () => {
  it('takes a purchase made in an offer and submitted within the window, up to its last day', () => {
    expect(at('2025-09-15')).toBeUndefined();
    expect(at('2025-06-17')).toBeUndefined(); // day 90
    expect(lastSubmissionDay('2025-06-17', 90)).toBe('2025-09-15');
  });

  it('refuses an older purchase, naming the window and its last day', () => {
    expect(at('2025-06-16')).toEqual({
      code: 'SUBMISSION_WINDOW_CLOSED',
      purchaseDate: '2025-06-16',
      windowDays: 90,
      lastDay: '2025-09-14',
    });
    expect(at('2021-06-01')).toMatchObject({ code: 'SUBMISSION_WINDOW_CLOSED' });
  });

  it('refuses a future date, and a date outside every offer period', () => {
    expect(at('2025-09-16')).toEqual({
      code: 'PURCHASE_DATE_IN_FUTURE',
      purchaseDate: '2025-09-16',
    });
    expect(at('2021-05-26', 9999)).toEqual({
      code: 'NO_OFFER_ON_DATE',
      purchaseDate: '2021-05-26',
    });
  });

  it('counts a resubmission from the day the entry was first submitted', () => {
    expect(at('2025-05-01', 90, '2025-07-01')).toBeUndefined();
    expect(at('2025-03-01', 90, '2025-07-01')).toMatchObject({ code: 'SUBMISSION_WINDOW_CLOSED' });
  });

  it('states the earliest purchase day, never before the first offer', () => {
    expect(earliestPurchaseDay('2025-09-15', 90)).toBe('2025-06-17');
    expect(earliestPurchaseDay('2021-06-01', 90)).toBe(FIRST_SUB_PHASE.start);
  });

  it('accepts exactly the dates from the earliest purchase day to today that lie in an offer', () => {
    const day = fc
      .integer({ min: Date.parse('2021-01-01'), max: Date.parse('2026-06-30') })
      .map((ms) => dayOf(ms));
    fc.assert(
      fc.property(day, day, fc.integer({ min: 1, max: 400 }), (purchase, now, windowDays) => {
        const accepted =
          purchaseDateProblem(purchase, { today: now, submittedOn: now, windowDays }) === undefined;
        const inOffer = subPhaseAt(purchase) !== undefined;
        expect(accepted).toBe(
          inOffer && purchase <= now && purchase >= earliestPurchaseDay(now, windowDays),
        );
        if (accepted) expect(lastSubmissionDay(purchase, windowDays) >= now).toBe(true);
        expect(purchase <= LAST_SUB_PHASE.end || !accepted).toBe(true);
        expect(addDays(purchase, windowDays)).toBe(lastSubmissionDay(purchase, windowDays));
      }),
    );
  });
});

import { prior } from '../testing/fixtures';
import { nextEligibleDay } from './next-eligible-day';

describe('next eligible day (annual limit)', () => {
  it('is today when the supply fits', () => {
    expect(nextEligibleDay([], '2025-09-15', 12)).toBe('2025-09-15');
    expect(nextEligibleDay([prior('2025-03-01', 6, 60)], '2025-09-15', 6)).toBe('2025-09-15');
  });

  it('is the day enough earlier supply leaves the rolling 12 months', () => {
    const history = [prior('2025-01-10', 6, 60), prior('2025-05-20', 6, 60)];
    expect(nextEligibleDay(history, '2025-09-15', 3)).toBe('2026-01-10');
    expect(nextEligibleDay(history, '2025-09-15', 12)).toBe('2026-05-20');
  });

  it('ignores what no longer counts', () => {
    const rejected = prior('2025-05-20', 12, 0, { status: 'rejected' });
    expect(nextEligibleDay([rejected], '2025-09-15', 12)).toBe('2025-09-15');
  });
});

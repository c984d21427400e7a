import { formatDate, formatMoney } from './format';

describe('locale formats', () => {
  it.each([
    [250, 'en', '$250'],
    [12.5, 'en', '$12.50'],
    [1250, 'es', '$1,250'],
    [12.5, 'es', '$12.50'],
  ])('money %d in %s is %s', (amount, language, text) => {
    expect(formatMoney(amount, language)).toBe(text);
  });

  it.each([
    ['2025-07-01', 'en', 'July 1, 2025'],
    ['2025-07-01', 'es', '1 de julio de 2025'],
    ['2025-12-31T23:30:00Z', 'en', 'December 31, 2025'],
  ])('date %s in %s is %s (UTC, never a day off)', (value, language, text) => {
    expect(formatDate(value, language)).toBe(text);
  });
});

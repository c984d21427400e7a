import { ageOn, birthdayRefusal, isOfAge } from './age';

describe('age on a day', () => {
  it.each([
    ['2007-08-15', '2025-08-15', 18],
    ['2007-08-16', '2025-08-15', 17],
    ['2007-09-01', '2025-08-15', 17],
    ['2007-01-31', '2025-08-15', 18],
    ['2008-02-29', '2026-02-28', 17],
    ['2008-02-29', '2026-03-01', 18],
    ['2008-02-29', '2028-02-29', 20],
    ['2030-01-01', '2025-08-15', -5],
  ])('born %s, on %s: %i', (birthday, today, age) => {
    expect(ageOn(birthday, today)).toBe(age);
  });

  it('takes part from the 18th birthday on', () => {
    expect(isOfAge('2007-08-15', '2025-08-15')).toBe(true);
    expect(isOfAge('2007-08-16', '2025-08-15')).toBe(false);
  });
});

describe('a birthday refused at registration (issue 29 item 6)', () => {
  it.each([
    ['2030-01-01', '2025-08-15', 'BIRTHDAY_IN_FUTURE'],
    ['2025-08-16', '2025-08-15', 'BIRTHDAY_IN_FUTURE'],
    ['2025-08-15', '2025-08-15', 'INELIGIBLE_AGE'],
    ['2007-08-16', '2025-08-15', 'INELIGIBLE_AGE'],
    ['2007-08-15', '2025-08-15', undefined],
  ])('born %s, on %s: %s', (birthday, today, refusal) => {
    expect(birthdayRefusal(birthday, today)).toBe(refusal);
  });
});

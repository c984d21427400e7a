import {
  checkPracticeSelectable,
  isNotListed,
  missingNotListedNames,
  type PracticeSnapshot,
} from './practice';

const active: PracticeSnapshot = { sap: '100200', status: 'active', programs: {} };
const notListed = (first_name = 'Ana', last_name = 'Ruiz'): PracticeSnapshot => ({
  sap: '999',
  status: 'inactive',
  programs: {},
  notListedDoctor: { first_name, last_name },
});

describe('practice selection (spec 001 §4)', () => {
  it('selects an active practice', () => {
    expect(checkPracticeSelectable(active)).toBeUndefined();
  });

  it('refuses an inactive practice', () => {
    expect(checkPracticeSelectable({ ...active, status: 'inactive' })).toEqual({
      code: 'PRACTICE_INACTIVE',
      sap: '100200',
    });
  });

  it('selects sap 999 with the doctor’s name, whatever its status', () => {
    expect(isNotListed(notListed())).toBe(true);
    expect(checkPracticeSelectable(notListed())).toBeUndefined();
  });

  it.each([
    ['', 'Ruiz', ['first_name']],
    ['Ana', '', ['last_name']],
    [' ', ' ', ['first_name', 'last_name']],
  ])('sap 999 needs first and last name (%j, %j)', (first, last, fields) => {
    expect(checkPracticeSelectable(notListed(first, last))).toEqual({
      code: 'NOT_LISTED_NAME_REQUIRED',
      fields,
    });
  });

  it('needs both names when no doctor is given at all', () => {
    expect(missingNotListedNames({ sap: '999', status: 'active', programs: {} })).toEqual({
      code: 'NOT_LISTED_NAME_REQUIRED',
      fields: ['first_name', 'last_name'],
    });
    expect(missingNotListedNames(active)).toBeUndefined();
  });
});

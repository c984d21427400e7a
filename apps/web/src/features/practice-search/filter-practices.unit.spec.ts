import { filterPractices } from './filter-practices';

const practice = (sap: string, fields: Partial<Record<string, string>>) => ({
  sap,
  display_name: '',
  account_name: '',
  address1: '',
  address2: '',
  address3: '',
  city: '',
  ...fields,
});

const list = [
  practice('1', { display_name: 'Bright Eyes Optometry', city: 'Brooklyn' }),
  practice('2', { account_name: 'Vision Partners LLC', address2: 'Suite 200' }),
  practice('3', { address3: 'Corner of Main St', city: 'Queens' }),
];

describe('practice filter (spec 000 §5)', () => {
  it.each([
    ['bright', ['1']],
    ['BROOKLYN', ['1']],
    ['partners', ['2']],
    ['suite 2', ['2']],
    ['main st', ['3']],
    ['  queens ', ['3']],
    ['', ['1', '2', '3']],
    ['nowhere', []],
  ])('%j keeps %j', (text, saps) => {
    expect(filterPractices(list, text).map((p) => p.sap)).toEqual(saps);
  });
});

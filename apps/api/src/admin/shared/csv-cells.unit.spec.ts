import { stringify } from 'csv-stringify/sync';
import { csvOptions, neutraliseCell } from './csv-cells';

describe('CSV cells (formula injection)', () => {
  it.each([
    ['=1+2', "'=1+2"],
    ['+1+2', "'+1+2"],
    ['-WEBSERVICE("http://x")', '\'-WEBSERVICE("http://x")'],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', "'\r=1"],
  ])('neutralises %j', (value, safe) => {
    expect(neutraliseCell(value)).toBe(safe);
  });

  it.each(['Ana', 'a=b', '', '-5', '12.50', '2025-08-14', "O'Brien"])('leaves %j as it is', (v) => {
    expect(neutraliseCell(v)).toBe(v);
  });

  it('is applied to every text cell, not to numbers, dates or booleans', () => {
    const csv = stringify(
      [
        {
          name: '=HYPERLINK("http://evil","x")',
          amount: -5,
          at: new Date('2025-01-02T03:04:05Z'),
          yes: true,
        },
      ],
      csvOptions(['name', 'amount', 'at', 'yes']),
    );
    expect(csv).toBe(
      'name,amount,at,yes\n"\'=HYPERLINK(""http://evil"",""x"")",-5,2025-01-02T03:04:05.000Z,true\n',
    );
  });
});

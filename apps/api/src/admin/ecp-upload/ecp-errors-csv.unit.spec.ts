import { ecpErrorsCsv } from './ecp-upload.controller';

describe('the ECP upload errors CSV', () => {
  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(
      ecpErrorsCsv([{ row: 2, field: '=city', code: 'VALIDATION', message: '@invalid city' }]),
    ).toBe("row,field,code,message\n2,'=city,VALIDATION,'@invalid city\n");
  });
});

import { boxCountOptions } from '@lens/domain';
import { earlyBrand, formFieldOf, suppliesPayload, supplyMonthsOf } from './supplies-model';

const eye = (brand: string, lensesPerBox: string, boxes: string) => ({
  brand,
  lensesPerBox,
  boxes,
});
const none = eye('', '', '');

describe('supplies form model', () => {
  it('offers the catalog box counts for 30- and 90-lens daily boxes (spec 000 §9)', () => {
    expect(boxCountOptions('1DM', 30).map((o) => [o.boxes, o.months])).toEqual([
      [3, 3],
      [6, 6],
      [9, 9],
      [12, 12],
    ]);
    expect(boxCountOptions('1DM', 90).map((o) => [o.boxes, o.months])).toEqual([
      [1, 3],
      [2, 6],
      [3, 9],
      [4, 12],
    ]);
  });

  it('offers other packs up to a year (two-weekly lenses by the rounded formula)', () => {
    expect(boxCountOptions('FAL', 6).map((o) => [o.boxes, o.months])).toEqual([
      [1, 3],
      [2, 6],
      [3, 8],
      [4, 11],
    ]);
    expect(boxCountOptions('ATL', 6).map((o) => o.boxes)).toEqual([1, 2]);
  });

  it('builds the payload with the supply the shorter eye covers', () => {
    const supplies = suppliesPayload({
      right: eye('1DM', '90', '4'),
      left: eye('1DM', '90', '2'),
      method: 'manual',
    });
    expect(supplies).toEqual({
      brand_r: '1DM',
      lenses_per_box_r: 90,
      boxes_r: 4,
      brand_l: '1DM',
      lenses_per_box_l: 90,
      boxes_l: 2,
      submission_method: 'manual',
      supplyLength: 6,
    });
    expect(
      supplyMonthsOf(suppliesPayload({ right: none, left: none, method: 'manual' })),
    ).toBeUndefined();
  });

  it('finds a brand bought on or before its minimum date (spec 000 §5)', () => {
    const supplies = suppliesPayload({ right: eye('TRP', '30', '3'), left: none, method: 'scan' });
    expect(earlyBrand(supplies, '2022-07-01')).toEqual({ eye: 'right', minimum: '2022-07-01' });
    expect(earlyBrand(supplies, '2022-07-02')).toBeUndefined();
  });

  it('names form fields after the server’s', () => {
    expect(formFieldOf('supplies.brand_l')).toBe('left.brand');
    expect(formFieldOf('supplies.lenses_per_box_r')).toBe('right.lensesPerBox');
    expect(formFieldOf('boxes_r')).toBe('right.boxes');
    expect(formFieldOf('supplies.supplyLength')).toBe('supplies.supplyLength');
  });
});

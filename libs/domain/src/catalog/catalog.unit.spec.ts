import { PRODUCT_CODES, SUPPLY_MONTHS, type ProductCode, type SupplyMonths } from './codes';
import {
  DAILY_BRANDS,
  earnsPreferredBonus,
  isProductCode,
  PREFERRED_BONUS_BRANDS,
} from './products';
import { BOX_COUNTS, boxesFor, SUPPLY_LENGTHS, type DailySupplyDays } from './supply-lengths';
import { MONTH_CHOICES, isSupplyMonths, monthChoices } from './month-choices';
import { isSku, lookupSku, SKU_TABLE } from './sku';

describe('products', () => {
  it('knows the 15 product codes and nothing else', () => {
    expect(PRODUCT_CODES).toHaveLength(15);
    expect(PRODUCT_CODES.every(isProductCode)).toBe(true);
    expect(isProductCode('XYZ')).toBe(false);
    expect(isProductCode('1oh')).toBe(false);
  });

  it.each(PRODUCT_CODES)('%s earns the preferred bonus only if listed', (brand) => {
    expect(earnsPreferredBonus(brand)).toBe(
      ['1OH', 'TAS', '1DM', '1MA', '1MM', 'FAL'].includes(brand),
    );
  });

  it('lists the dailies, including the later AUT and TRA', () => {
    expect([...DAILY_BRANDS].sort()).toEqual(
      ['1DM', '1MA', '1MM', '1OH', 'AUP', 'AUT', 'TAS', 'TRA', 'TRP'].sort(),
    );
    expect(PREFERRED_BONUS_BRANDS).toHaveLength(6);
  });
});

describe('supply lengths per brand (spec 000 §9)', () => {
  const table: [ProductCode, 'days' | 'months', readonly number[]][] = [
    ['TRP', 'days', [30, 90]],
    ['AUP', 'days', [30, 90]],
    ['TAS', 'days', [30, 90]],
    ['1DM', 'days', [30, 90]],
    ['1MA', 'days', [30, 90]],
    ['1MM', 'days', [30, 90]],
    ['1OH', 'days', [90]],
    ['AAS', 'months', [6, 12]],
    ['ATL', 'months', [6, 12]],
    ['FAL', 'months', [6, 12]],
    ['CYP', 'months', [6, 12]],
    ['OWT', 'months', [6, 12]],
    ['PH', 'months', [6, 12]],
    // Not in the specification's list: decided to follow the other dailies.
    ['AUT', 'days', [30, 90]],
    ['TRA', 'days', [30, 90]],
  ];

  it('covers every product', () => {
    expect(table.map(([brand]) => brand).sort()).toEqual([...PRODUCT_CODES].sort());
  });

  it.each(table)('%s comes in %s %j', (brand, unit, options) => {
    expect(SUPPLY_LENGTHS[brand]).toEqual({ unit, options });
  });
});

describe('box counts for 3, 6, 9, 12 months', () => {
  const table: [DailySupplyDays, SupplyMonths, number][] = [
    [30, 3, 3],
    [30, 6, 6],
    [30, 9, 9],
    [30, 12, 12],
    [90, 3, 1],
    [90, 6, 2],
    [90, 9, 3],
    [90, 12, 4],
  ];

  it.each(table)('%i-day boxes for %i months: %i', (days, months, boxes) => {
    expect(boxesFor(days, months)).toBe(boxes);
    expect(BOX_COUNTS[days][months]).toBe(boxes);
  });
});

describe('allowed month choices by selected supply', () => {
  const table: [SupplyMonths, SupplyMonths[]][] = [
    [3, [3, 12]],
    [6, [3, 6, 12]],
    [9, [3, 6, 9, 12]],
    [12, [3, 6, 12]],
  ];

  it.each(table)('supply %i offers %j', (selected, choices) => {
    expect(monthChoices(selected)).toEqual(choices);
  });

  it('has a list for every supply and nothing else', () => {
    expect(Object.keys(MONTH_CHOICES).map(Number)).toEqual([...SUPPLY_MONTHS]);
    expect(SUPPLY_MONTHS.every(isSupplyMonths)).toBe(true);
    expect(isSupplyMonths(4)).toBe(false);
  });
});

describe('SKU demo table', () => {
  it('has unique 11-digit SKUs', () => {
    expect(SKU_TABLE.every((e) => isSku(e.sku))).toBe(true);
    expect(new Set(SKU_TABLE.map((e) => e.sku)).size).toBe(SKU_TABLE.length);
  });

  it('has every brand and box size of the catalog', () => {
    for (const brand of PRODUCT_CODES) {
      const sizes = SKU_TABLE.filter((e) => e.brand === brand).map((e) => e.lensesPerBox);
      expect(sizes).toEqual([...SUPPLY_LENGTHS[brand].options]);
    }
  });

  it.each([
    ['73390560190', { brand: 'TRP', lensesPerBox: 90 }],
    ['73390560990', { brand: '1OH', lensesPerBox: 90 }],
    ['73390561212', { brand: 'FAL', lensesPerBox: 12 }],
  ])('looks up %s', (sku, expected) => {
    expect(lookupSku(sku)).toEqual({ sku, ...expected });
  });

  it.each(['00000000000', '7339056019', 'abc'])('finds nothing for %s', (sku) => {
    expect(lookupSku(sku)).toBeUndefined();
  });

  it.each([
    ['73390560190', true],
    ['7339056019', false],
    ['733905601900', false],
    ['7339056019a', false],
  ])('isSku(%s) is %s', (sku, expected) => {
    expect(isSku(sku)).toBe(expected);
  });
});

import { skuFromBarcode, upcCheckDigit } from './sku-from-barcode';

describe('SKU from a scanned barcode', () => {
  const sku = '73390560130';
  const upc = `${sku}${upcCheckDigit(sku)}`;

  it('computes the UPC-A check digit', () => {
    expect(upcCheckDigit('03600029145')).toBe(2); // the textbook example 036000291452
  });

  it.each([
    [upc, sku],
    [`0${upc}`, sku],
    [sku, sku],
    [` ${upc} `, sku],
  ])('reads %j as %j', (raw, expected) => {
    expect(skuFromBarcode(raw)).toBe(expected);
  });

  it.each([
    `${sku}${(upcCheckDigit(sku) + 1) % 10}`,
    `1${upc}`,
    'ABC',
    '1234',
    'https://example.com',
  ])('refuses %j', (raw) => {
    expect(skuFromBarcode(raw)).toBeUndefined();
  });
});

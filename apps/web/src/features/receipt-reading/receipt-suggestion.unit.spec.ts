import { type ReceiptReadingView } from '@lens/validation';
import { type SuppliesValues } from '../draft/purchase-draft';
import { lensesFromText, suggestionFrom } from './receipt-suggestion';

const read = (overrides: Partial<ReceiptReadingView> = {}): ReceiptReadingView => ({
  status: 'read',
  purchaseDate: '2025-10-14',
  practiceName: 'Vista Clara',
  lines: [{ brand: '1OH', text: 'HydraLens 1-Day 90pk', boxes: 2 }],
  total: 124,
  mismatches: [],
  ...overrides,
});

const entered: SuppliesValues = {
  right: { brand: '1OH', lensesPerBox: '90', boxes: '1' },
  left: { brand: '1OH', lensesPerBox: '90', boxes: '1' },
  method: 'manual',
};

describe('what the receipt suggests', () => {
  it('suggests nothing when the receipt agrees (boxes added up over the eyes)', () => {
    expect(suggestionFrom(read(), { purchaseDate: '2025-10-14', supplies: entered })).toBeNull();
  });

  it('suggests the date and the supplies that differ', () => {
    expect(suggestionFrom(read(), { purchaseDate: '2025-10-01', supplies: entered })).toEqual({
      purchaseDate: '2025-10-14',
      lines: [{ brand: '1OH', boxes: 2 }],
    });
    const fewer = { ...entered, left: { brand: '', lensesPerBox: '', boxes: '' } };
    expect(suggestionFrom(read(), { purchaseDate: '2025-10-14', supplies: fewer })).toEqual({
      supplies: entered,
      lines: [{ brand: '1OH', boxes: 2 }],
    });
  });

  it('gives two lines an eye each, and an odd count of one line to the right eye', () => {
    const two = read({
      lines: [
        { brand: '1DM', text: 'AquaDay Moist 30 lentes', boxes: 3 },
        { brand: 'TAS', text: 'AQUADAY TRUSIGHT CAJA 90', boxes: 1 },
      ],
    });
    expect(
      suggestionFrom(two, { purchaseDate: '2025-10-14', supplies: entered })?.supplies,
    ).toEqual({
      right: { brand: '1DM', boxes: '3', lensesPerBox: '30' },
      left: { brand: 'TAS', boxes: '1', lensesPerBox: '90' },
      method: 'manual',
    });
    const odd = read({ lines: [{ brand: '1OH', text: 'HydraLens', boxes: 3 }] });
    expect(
      suggestionFrom(odd, { purchaseDate: '2025-10-14', supplies: entered })?.supplies,
    ).toEqual({
      right: { brand: '1OH', boxes: '3', lensesPerBox: '90' },
      left: { brand: '', boxes: '', lensesPerBox: '' },
      method: 'manual',
    });
  });

  it('suggests nothing from a reading that is not there or has no usable line', () => {
    expect(suggestionFrom(read({ status: 'pending' }), { supplies: entered })).toBeNull();
    const vague = read({ purchaseDate: null, lines: [{ brand: null, text: 'Exam', boxes: 1 }] });
    expect(suggestionFrom(vague, { purchaseDate: '2025-10-14', supplies: entered })).toBeNull();
  });

  it('finds the box size the line names, among the brand’s sizes', () => {
    expect(lensesFromText('1DM', 'AQUADAY MOIST (30) Cant. 2')).toBe(30);
    expect(lensesFromText('1OH', 'HydraLens 1-Day')).toBe(90);
    expect(lensesFromText('CYP', 'ClearWeek Plus')).toBeNull();
  });
});

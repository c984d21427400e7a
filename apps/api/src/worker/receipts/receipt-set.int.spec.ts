// Regression fixtures (issue 28 item 5): a handful of the generated receipts, read as the worker
// reads them, must give their truth. The full set's figures are `npm run bench:receipts`'s.
import sharp from 'sharp';
import { brandsOf, receiptMismatches, type ReceiptReading } from '@lens/domain';
import { generateReceipt, planReceipt } from '../../testing/receipt-set/receipt-set';
import { ReceiptOcr } from './receipt-ocr';
import { readReceipt } from './receipt-reader';

const TODAY = '2026-01-15';
/** English and Spanish; till, columns and two-line layouts; the three fonts; one stored sideways. */
const FIXTURES = [0, 1, 3, 7, 9];

const boxesByBrand = (
  lines: ReceiptReading['lines'] | readonly { brand: string; boxes: number }[],
) => {
  const totals: Record<string, number> = {};
  for (const { brand, boxes } of lines)
    if (brand) totals[brand] = (totals[brand] ?? 0) + (boxes ?? 0);
  return totals;
};

describe('reading generated receipts (sharp + tesseract.js, eng+spa from node_modules)', () => {
  const ocr = new ReceiptOcr();
  afterAll(() => ocr.close());

  it.each(FIXTURES)('reads receipt %i of the set as its truth says', async (index) => {
    const receipt = await generateReceipt(index);
    const outcome = await readReceipt(ocr, receipt.image, { timeoutMs: 60_000, today: TODAY });
    expect(outcome.status).toBe('read');
    const reading = (outcome as { reading: ReceiptReading }).reading;
    expect(reading.purchaseDate?.value).toBe(receipt.truth.purchaseDate);
    expect(boxesByBrand(reading.lines)).toEqual(boxesByBrand(receipt.truth.lines));
    expect(reading.practicePhone?.value).toBe(receipt.truth.practicePhone);
    expect(reading.total?.value).toBe(receipt.truth.total);
    // The entry that agrees with the receipt raises no mismatch.
    expect(receiptMismatches(receipt.entered, reading)).toEqual([]);
    expect(brandsOf(receipt.entered.supplies!).sort()).toEqual(
      Object.keys(boxesByBrand(receipt.truth.lines)).sort(),
    );
  });

  it('covers both languages, every layout and a photo stored sideways', () => {
    const receipts = FIXTURES.map((i) => planReceipt(i));
    expect(new Set(receipts.map((r) => r.truth.language))).toEqual(new Set(['en', 'es']));
    expect(new Set(receipts.map((r) => r.truth.layout))).toEqual(
      new Set(['till', 'columns', 'two-line']),
    );
    expect(receipts.some((r) => r.degradation.orientation !== 1)).toBe(true);
  });

  it('finds no text on a photo of nothing, and refuses bytes that are no image', async () => {
    const blank = await sharp({
      create: { width: 400, height: 600, channels: 3, background: '#eeeeee' },
    })
      .jpeg()
      .toBuffer();
    expect(await readReceipt(ocr, blank, { timeoutMs: 60_000, today: TODAY })).toEqual({
      status: 'unreadable',
      reason: 'NO_TEXT',
    });
    expect(
      await readReceipt(ocr, Buffer.from('not an image'), { timeoutMs: 60_000, today: TODAY }),
    ).toEqual({ status: 'unreadable', reason: 'NOT_AN_IMAGE' });
  });

  it('gives up on a reading slower than its timeout, and reads again afterwards', async () => {
    const receipt = await generateReceipt(1);
    expect(await readReceipt(ocr, receipt.image, { timeoutMs: 5, today: TODAY })).toEqual({
      status: 'unreadable',
      reason: 'TIMEOUT',
    });
    const again = await readReceipt(ocr, receipt.image, { timeoutMs: 60_000, today: TODAY });
    expect(again.status).toBe('read');
  });
});

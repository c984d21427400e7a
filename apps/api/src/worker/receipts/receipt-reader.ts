// One receipt photo in, a reading (or why there is none) out: normalise, OCR, interpret.
import { type IsoDay, type ReceiptReading, type ReceiptUnreadableReason } from '@lens/domain';
import { NotAnImage, prepareReceiptImage } from './receipt-image';
import { OCR_ENGINE, OcrTimeout, type ReceiptOcr } from './receipt-ocr';
import { readReceiptText } from './receipt-text';

export type ReadingOutcome =
  | { readonly status: 'read'; readonly reading: ReceiptReading }
  | { readonly status: 'unreadable'; readonly reason: ReceiptUnreadableReason };

/** Fewer characters than this on the whole photo is not a receipt we can read. */
const MIN_TEXT = 20;

export const READER_ENGINE = OCR_ENGINE;

/**
 * Reads the photo. What the image or the engine cannot do becomes an `unreadable` outcome with
 * its reason; only a failure of our own (a bug, the machine) is thrown.
 */
export async function readReceipt(
  ocr: ReceiptOcr,
  photo: Buffer,
  options: { timeoutMs: number; today: IsoDay },
): Promise<ReadingOutcome> {
  const started = Date.now();
  let prepared;
  try {
    prepared = await prepareReceiptImage(photo);
  } catch (error) {
    if (error instanceof NotAnImage) return { status: 'unreadable', reason: 'NOT_AN_IMAGE' };
    throw error;
  }
  try {
    const remaining = Math.max(1, options.timeoutMs - (Date.now() - started));
    const lines = await ocr.read(prepared.png, remaining);
    const characters = lines.reduce((sum, line) => sum + line.text.replace(/\s/g, '').length, 0);
    if (characters < MIN_TEXT) return { status: 'unreadable', reason: 'NO_TEXT' };
    return { status: 'read', reading: readReceiptText(lines, options.today) };
  } catch (error) {
    if (error instanceof OcrTimeout) return { status: 'unreadable', reason: 'TIMEOUT' };
    return { status: 'unreadable', reason: 'ENGINE_FAILED' };
  }
}

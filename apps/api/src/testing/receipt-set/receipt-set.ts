// The generated receipt set (issue 28 item 5): receipt `i` of a seed is always the same image
// with the same truth, so the benchmark and the regression tests need no stored binaries.
import { type EnteredPurchase, type Supplies } from '@lens/domain';
import { composeReceipt, type ReceiptChoices, type ReceiptTruth } from './receipt-content';
import { chooseDegradation, type Degradation, renderReceipt } from './receipt-render';
import { seeded } from './random';

export interface GeneratedReceipt {
  readonly index: number;
  readonly image: Buffer;
  readonly truth: ReceiptTruth;
  readonly degradation: Degradation;
  /** What a patient who typed the receipt in faithfully entered. */
  readonly entered: EnteredPurchase;
}

export const RECEIPT_SET_SEED = 28;

/** The entry that agrees with the receipt: its lens lines on the two eyes. */
export function enteredFor(truth: ReceiptTruth): EnteredPurchase {
  const [first, second] = truth.lines;
  const eyes = second
    ? { l: first!, r: second }
    : first!.boxes % 2 === 0
      ? { l: { ...first!, boxes: first!.boxes / 2 }, r: { ...first!, boxes: first!.boxes / 2 } }
      : { l: first!, r: null };
  const supplies: Supplies = {
    brand_l: eyes.l.brand,
    brand_r: eyes.r?.brand ?? null,
    lenses_per_box_l: eyes.l.lensesPerBox,
    lenses_per_box_r: eyes.r?.lensesPerBox ?? null,
    boxes_l: eyes.l.boxes,
    boxes_r: eyes.r?.boxes ?? null,
    supplyLength: 12,
    submission_method: 'manual',
  };
  return {
    purchaseDate: truth.purchaseDate,
    supplies,
    practiceName: truth.enteredPracticeName,
  };
}

/** What receipt `index` of the set says and how it is photographed, before it is drawn. */
export function planReceipt(index: number, seed = RECEIPT_SET_SEED, choices: ReceiptChoices = {}) {
  const random = seeded(seed * 100_003 + index);
  const { truth, printed } = composeReceipt(random, choices);
  return { truth, printed, degradation: chooseDegradation(random), random };
}

/** Receipt `index` of the set made from `seed` (with what a test chooses of it). */
export async function generateReceipt(
  index: number,
  seed = RECEIPT_SET_SEED,
  choices: ReceiptChoices = {},
): Promise<GeneratedReceipt> {
  const { truth, printed, degradation, random } = planReceipt(index, seed, choices);
  const image = await renderReceipt(printed, truth.font, degradation, random);
  return { index, image, truth, degradation, entered: enteredFor(truth) };
}

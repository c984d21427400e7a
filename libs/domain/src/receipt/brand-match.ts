// Which catalogue brand a receipt line names, by the brands' names and aliases, allowing for
// the letters OCR gets wrong. The longest name that matches well wins, so "AquaDay Moist for
// Astigmatism" is 1MA and not 1DM, which is a prefix of it.
import { PRODUCT_CODES, type ProductCode } from '../catalog/codes';
import { PRODUCT_ALIASES, PRODUCT_NAMES } from '../catalog/product-names';
import { normaliseText, similarity } from './text-similarity';

/** Below this a window of the line is not taken for a brand's name. */
const MIN_NAME_SIMILARITY = 0.8;
/** Nor when one of its words is less like the name's word than this ("astig" is not "90pk"). */
const MIN_WORD_SIMILARITY = 0.6;
/** A window of another word count (OCR split or joined a word) must be this alike overall. */
const MIN_RESIZED_SIMILARITY = 0.9;

interface Candidate {
  readonly brand: ProductCode;
  readonly text: string;
  readonly words: readonly string[];
}

const CANDIDATES: readonly Candidate[] = PRODUCT_CODES.flatMap((brand) =>
  [PRODUCT_NAMES[brand], ...PRODUCT_ALIASES[brand]].map((name) => {
    const text = normaliseText(name);
    return { brand, text, words: text.split(' ') };
  }),
);

export interface BrandMatch {
  readonly brand: ProductCode;
  /** How alike the best window of the line and the brand's name are, 0 to 1. */
  readonly similarity: number;
  /** Where the name's window starts and ends in the line's words (to find what follows it). */
  readonly firstWord: number;
  readonly lastWord: number;
}

/** The windows of `words` of about `size` words (one fewer or more: OCR splits and joins). */
function* windows(words: readonly string[], size: number) {
  for (const length of [size, size - 1, size + 1]) {
    if (length < 1 || length > words.length) continue;
    for (let start = 0; start + length <= words.length; start += 1) {
      const slice = words.slice(start, start + length);
      yield { start, end: start + length - 1, words: slice, text: slice.join(' ') };
    }
  }
}

/** Word for word alike (same count), or alike enough overall when OCR split or joined words. */
function wordsAlike(window: readonly string[], name: readonly string[], score: number): boolean {
  if (window.length !== name.length) return score >= MIN_RESIZED_SIMILARITY;
  return window.every((word, i) => similarity(word, name[i]!) >= MIN_WORD_SIMILARITY);
}

/** The brand a line of a receipt names, or null when none matches well enough. */
export function matchBrand(line: string): BrandMatch | null {
  const words = normaliseText(line).split(' ').filter(Boolean);
  let best: (BrandMatch & { weight: number }) | null = null;
  for (const candidate of CANDIDATES) {
    for (const window of windows(words, candidate.words.length)) {
      const score = similarity(window.text, candidate.text);
      if (score < MIN_NAME_SIMILARITY) continue;
      if (!wordsAlike(window.words, candidate.words, score)) continue;
      // A longer name matched as well says more than a shorter one (its prefix, often).
      const weight = score * candidate.text.length;
      if (best && weight <= best.weight) continue;
      best = {
        brand: candidate.brand,
        similarity: score,
        firstWord: window.start,
        lastWord: window.end,
        weight,
      };
    }
  }
  if (!best) return null;
  const { weight: _weight, ...match } = best;
  return match;
}

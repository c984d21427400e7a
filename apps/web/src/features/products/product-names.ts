// The brands' display names are the catalogue's (libs/domain), shared with the receipt reading.
import { PRODUCT_CODES, PRODUCT_NAMES, type ProductCode } from '@lens/domain';

export { PRODUCT_NAMES, productName } from '@lens/domain';

const CODES = new RegExp(`(?<![\\w-])(${PRODUCT_CODES.join('|')})(?![\\w-])`, 'g');

/** A text with the catalogue codes in it ("8 1DM") with the brands' names instead. */
export const withProductNames = (text: string): string =>
  text.replace(CODES, (code) => PRODUCT_NAMES[code as ProductCode]);

import { type ProductCode } from '@lens/domain';

/**
 * The lens brands' display names: brand names, the same in every language (like the language
 * autonyms, they live outside the translations). Sample programme content: fictional brands.
 */
export const PRODUCT_NAMES: Readonly<Record<ProductCode, string>> = {
  TRP: 'Lumina Daily Plus',
  AUP: 'Lumina Daily UV',
  AUT: 'Lumina Daily UV for Astigmatism',
  TRA: 'Lumina Daily Transitions',
  '1DM': 'AquaDay Moist',
  '1MA': 'AquaDay Moist for Astigmatism',
  '1MM': 'AquaDay Moist Multifocal',
  '1OH': 'HydraLens 1-Day',
  AAS: 'ClearWeek Advance for Astigmatism',
  ATL: 'ClearWeek Advance',
  CYP: 'ClearWeek Plus',
  FAL: 'HydraLens for Astigmatism',
  OWT: 'HydraLens with Light Adapt',
  PH: 'HydraLens Presbyopia',
  TAS: 'AquaDay TruSight',
};

export const productName = (code: ProductCode): string => PRODUCT_NAMES[code];

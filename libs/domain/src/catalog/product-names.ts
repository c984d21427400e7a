// The lens brands' names as the packs and receipts print them. Sample programme content:
// fictional brands. Brand names are the same in every language (like the language autonyms,
// they live outside the translations); the aliases are what practices' tills print instead:
// abbreviations and the Spanish descriptors, matched by the receipt reading.
import { type ProductCode } from './codes';

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

/** Other ways a till prints each brand (besides its name): abbreviations, Spanish descriptors. */
export const PRODUCT_ALIASES: Readonly<Record<ProductCode, readonly string[]>> = {
  TRP: ['Lumina Dly Plus', 'Lumina Diario Plus'],
  AUP: ['Lumina Dly UV', 'Lumina Diario UV'],
  AUT: ['Lumina Daily UV Astig', 'Lumina Dly UV Ast', 'Lumina Daily UV para Astigmatismo'],
  TRA: ['Lumina Dly Transitions', 'Lumina Daily Trans', 'Lumina Diario Transitions'],
  '1DM': ['AquaDay Mst', 'Aqua Day Moist'],
  '1MA': ['AquaDay Moist Astig', 'AquaDay Mst Ast', 'AquaDay Moist para Astigmatismo'],
  '1MM': ['AquaDay Moist MF', 'AquaDay Mst Multifocal', 'AquaDay Moist Multifocal'],
  '1OH': ['HydraLens 1 Day', 'HydraLens One Day', 'Hydra Lens 1-Day', 'HydraLens 1 Dia'],
  AAS: ['ClearWeek Adv Astig', 'ClearWeek Advance Ast', 'ClearWeek Advance para Astigmatismo'],
  ATL: ['ClearWeek Adv', 'Clear Week Advance'],
  CYP: ['ClearWeek Pls', 'Clear Week Plus'],
  FAL: ['HydraLens Astig', 'HydraLens Ast', 'HydraLens para Astigmatismo'],
  OWT: ['HydraLens Light Adapt', 'HydraLens LA', 'HydraLens con Light Adapt'],
  PH: ['HydraLens Presby', 'HydraLens Presbicia', 'HydraLens para Presbicia'],
  TAS: ['AquaDay True Sight', 'AquaDay TruSight 1-Day'],
};

// What the catalog knows about each product code beyond its name.
import { memberOf } from '../core/member-of';
import { PRODUCT_CODES, type ProductCode } from './codes';

export const isProductCode = memberOf<ProductCode>(PRODUCT_CODES);

/** Brands sold as daily lenses in 30- or 90-lens boxes (AUT and TRA follow the other dailies). */
export const DAILY_BRANDS = [
  'TRP',
  'AUP',
  'AUT',
  'TRA',
  'TAS',
  '1DM',
  '1MA',
  '1MM',
  '1OH',
] as const satisfies readonly ProductCode[];

/** A 12-month supply of one of these at a preferred-active practice earns the preferred bonus. */
export const PREFERRED_BONUS_BRANDS = [
  '1OH',
  'TAS',
  '1DM',
  '1MA',
  '1MM',
  'FAL',
] as const satisfies readonly ProductCode[];

export const earnsPreferredBonus = memberOf<ProductCode>(PREFERRED_BONUS_BRANDS);

// Demo data, not real product codes: an 11-digit SKU (spec 001 §5) for each brand and box size,
// so barcode scanning works end to end in development. Pattern: 7339056 + brand nn + box size nn.
import { type ProductCode } from './codes';

export interface SkuEntry {
  readonly sku: string;
  readonly brand: ProductCode;
  readonly lensesPerBox: number;
}

const sku = (code: string, brand: ProductCode, lensesPerBox: number): SkuEntry => ({
  sku: code,
  brand,
  lensesPerBox,
});

export const SKU_TABLE: readonly SkuEntry[] = [
  sku('73390560130', 'TRP', 30),
  sku('73390560190', 'TRP', 90),
  sku('73390560230', 'AUP', 30),
  sku('73390560290', 'AUP', 90),
  sku('73390560330', 'AUT', 30),
  sku('73390560390', 'AUT', 90),
  sku('73390560430', 'TRA', 30),
  sku('73390560490', 'TRA', 90),
  sku('73390560530', 'TAS', 30),
  sku('73390560590', 'TAS', 90),
  sku('73390560630', '1DM', 30),
  sku('73390560690', '1DM', 90),
  sku('73390560730', '1MA', 30),
  sku('73390560790', '1MA', 90),
  sku('73390560830', '1MM', 30),
  sku('73390560890', '1MM', 90),
  sku('73390560990', '1OH', 90),
  sku('73390561006', 'AAS', 6),
  sku('73390561012', 'AAS', 12),
  sku('73390561106', 'ATL', 6),
  sku('73390561112', 'ATL', 12),
  sku('73390561206', 'FAL', 6),
  sku('73390561212', 'FAL', 12),
  sku('73390561306', 'CYP', 6),
  sku('73390561312', 'CYP', 12),
  sku('73390561406', 'OWT', 6),
  sku('73390561412', 'OWT', 12),
  sku('73390561506', 'PH', 6),
  sku('73390561512', 'PH', 12),
];

export function isSku(value: string): boolean {
  return /^\d{11}$/.test(value);
}

export function lookupSku(value: string): SkuEntry | undefined {
  return SKU_TABLE.find((entry) => entry.sku === value);
}

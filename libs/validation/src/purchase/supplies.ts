import { PRODUCT_CODES } from '@lens/domain';
import { type z } from 'zod';
import { optionalChoice } from '../common/choices';
import {
  requireField,
  withRules,
  type CrossFieldRule,
  type CrossFieldIssue,
} from '../common/cross-field';
import { isMissing } from '../common/issues';
import { optionalBoxCount, optionalSupply } from '../common/numbers';
import { payload } from '../common/objects';

/** How the supplies were entered: typed in, or read from the box's barcode. */
export const SUBMISSION_METHODS = ['manual', 'scan'] as const;

const EYES = ['l', 'r'] as const;

/** An eye with a brand needs lenses per box and boxes; at least one eye needs a brand. */
const eachEyeComplete: CrossFieldRule = (fields) => {
  const withBrand = EYES.filter((eye) => !isMissing(fields[`brand_${eye}`]));
  if (withBrand.length === 0) {
    return [{ path: ['brand_r'], key: 'one eye required', code: 'NULL' }];
  }
  return withBrand.flatMap((eye): CrossFieldIssue[] => [
    ...requireField(fields, `lenses_per_box_${eye}`),
    ...requireField(fields, `boxes_${eye}`),
  ]);
};

/** Supplies per eye (spec 001 §3); an eye left without a brand was not bought. */
export const suppliesSchema = withRules(
  payload({
    brand_l: optionalChoice(PRODUCT_CODES, 'invalid brand'),
    brand_r: optionalChoice(PRODUCT_CODES, 'invalid brand'),
    lenses_per_box_l: optionalBoxCount(),
    lenses_per_box_r: optionalBoxCount(),
    boxes_l: optionalBoxCount(),
    boxes_r: optionalBoxCount(),
    submission_method: optionalChoice(SUBMISSION_METHODS, 'invalid choice'),
    supplyLength: optionalSupply(),
  }),
  eachEyeComplete,
);
export type Supplies = z.infer<typeof suppliesSchema>;

import { PROMO_ENTITY_UPLOAD_TYPES } from '@lens/domain';
import { type z } from 'zod';
import { choice, list } from '../common/choices';
import { noRepeatsIn } from '../common/collection-rules';
import { textOf, withRules, type CrossFieldRule } from '../common/cross-field';
import { code } from '../common/ids';
import { payload } from '../common/objects';
import { PATTERNS } from '../common/patterns';
import { matching, requiredText } from '../common/text';

const MAX_ENTITIES = 10_000;
const ENTITY_MAX = 64;

/** A sap upload lists saps, so every value is an integer. */
const sapsAreIntegers: CrossFieldRule = (fields) => {
  const values = fields['values'];
  if (fields['type'] !== 'sap' || !Array.isArray(values)) return [];
  return values.flatMap((value, position) => {
    const text = textOf(value);
    return text !== undefined && !PATTERNS.sap.test(text)
      ? [{ path: ['values', position], key: 'SAP must be an integer', code: 'VALIDATION' } as const]
      : [];
  });
};

/** The practices (by sap) or scg keys a promotion code is limited to. */
export const promoEntityUploadSchema = withRules(
  payload({
    code: code(),
    type: choice(PROMO_ENTITY_UPLOAD_TYPES, 'invalid promo entity type'),
    values: list(requiredText(matching(PATTERNS.id, 'invalid id', ENTITY_MAX)), {
      min: 1,
      max: MAX_ENTITIES,
    }),
  }),
  sapsAreIntegers,
  noRepeatsIn('values'),
);
export type PromoEntityUpload = z.infer<typeof promoEntityUploadSchema>;

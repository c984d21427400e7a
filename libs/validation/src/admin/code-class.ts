import { type z } from 'zod';
import { list } from '../common/choices';
import { noRepeatsIn } from '../common/collection-rules';
import { textOf, withRules, type CrossFieldRule } from '../common/cross-field';
import { code } from '../common/ids';
import { payload } from '../common/objects';

const MAX_COMBINED_CLASSES = 50;

/** Puts a promo code into a code class. */
export const codeClassSchema = payload({ code_class: code(), code: code() });
export type CodeClass = z.infer<typeof codeClassSchema>;

const notItself: CrossFieldRule = (fields) => {
  const own = textOf(fields['code_class'])?.toLowerCase();
  const classes = fields['combine_classes'];
  if (own === undefined || !Array.isArray(classes)) return [];
  return classes.flatMap((other, position) =>
    textOf(other)?.toLowerCase() === own
      ? [
          {
            path: ['combine_classes', position],
            key: 'combine with itself',
            code: 'VALIDATION',
          } as const,
        ]
      : [],
  );
};

/** The classes a code class may stack with (promo codes from 2025-07-01). */
export const combineClassesSchema = withRules(
  payload({ code_class: code(), combine_classes: list(code(), { max: MAX_COMBINED_CLASSES }) }),
  notItself,
  noRepeatsIn('combine_classes'),
);
export type CombineClasses = z.infer<typeof combineClassesSchema>;

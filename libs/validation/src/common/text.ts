import { z } from 'zod';
import { type MessageKey } from '../messages/en';
import { always, requiredOr } from './issues';
import { PATTERNS, aroundWhitespace, orBlank } from './patterns';

/**
 * One format rule of a text field. Every rule runs (none aborts: an aborting check would also stop
 * the object's cross-field rules), and the first one that fails gives the field's error.
 */
export type TextRule =
  | { readonly pattern: RegExp; readonly key: MessageKey }
  | { readonly test: (value: string) => boolean; readonly key: MessageKey };

export interface TextOptions {
  /** Longest accepted value; reported before any other rule of the field. */
  readonly max: number;
  /** Error when the value is not a string at all. */
  readonly key?: MessageKey;
  readonly rules?: readonly TextRule[];
  /** Comments and stack traces keep tabs and line breaks. */
  readonly multiline?: boolean;
  /** Machine text (stack traces, tokens): skip the emoji and control-character rules. */
  readonly anyCharacters?: boolean;
  /** Rewrite the trimmed value before the rules run (for example to lower case). */
  readonly normalize?: (value: string) => string;
  /** Rewrite a value that passed every rule (for example a phone number to its digits). */
  readonly finish?: (value: string) => string;
  /** JSON Schema `format` for the OpenAPI document. */
  readonly format?: 'email' | 'date' | 'uri';
  /** Keep surrounding whitespace (passwords). */
  readonly keepWhitespace?: boolean;
}

function text(options: TextOptions, required: boolean): z.ZodString {
  const key = options.key ?? 'invalid';
  let schema = z
    .string({ error: required ? requiredOr(key) : always(key) })
    .max(options.max, { error: 'too long' });
  if (!options.keepWhitespace) schema = schema.trim();
  if (options.normalize) schema = schema.overwrite(options.normalize);
  // A value over the maximum has failed already ('too long' is its error): the rules after see
  // only its first max + 1 characters, so no pattern ever runs over a megabyte body.
  schema = schema.overwrite((v) => (v.length > options.max ? v.slice(0, options.max + 1) : v));
  // Patterns rather than functions, so the OpenAPI document says the same rule (issue 26).
  if (required) schema = schema.regex(PATTERNS.notBlank, { error: 'required' });
  if (!options.anyCharacters) {
    const noControl = options.keepWhitespace
      ? PATTERNS.noControlUntrimmed
      : options.multiline
        ? PATTERNS.noControlMultiline
        : PATTERNS.noControl;
    schema = schema
      .regex(PATTERNS.bmpOnly, { error: 'no emoji' })
      .regex(noControl, { error: 'invalid characters' });
  }
  // The value is checked trimmed; the document's pattern is of the raw value, so it allows the
  // whitespace the API trims away (the same test of a trimmed value).
  const documented = (pattern: RegExp) =>
    options.keepWhitespace
      ? required
        ? pattern
        : orBlank(pattern)
      : aroundWhitespace(pattern, !required);
  for (const rule of options.rules ?? []) {
    schema =
      'pattern' in rule
        ? schema.regex(documented(rule.pattern), { error: rule.key })
        : schema.refine((v) => (!required && v === '') || rule.test(v), { error: rule.key });
  }
  if (options.finish) schema = schema.overwrite(options.finish);
  if (!options.format) return schema;
  // A blank optional field is accepted (and is no value): the document says so beside the format.
  return schema.meta(
    required
      ? { format: options.format }
      : { anyOf: [{ format: options.format }, { pattern: PATTERNS.blank.source }] },
  );
}

/** A required string: missing or blank is `required` (NULL), then length, characters, rules. */
export function requiredText(options: TextOptions): z.ZodString {
  return text(options, true);
}

/** An optional string: absent or blank ('') is accepted, anything else must pass the rules. */
export function optionalText(options: TextOptions): z.ZodOptional<z.ZodString> {
  return text(options, false).optional();
}

/** Options for a field whose format is one pattern; a wrong type or format both read `key`. */
export function matching(
  pattern: RegExp,
  key: MessageKey,
  max: number,
  more: Omit<TextOptions, 'max' | 'key'> = {},
): TextOptions {
  return { ...more, max, key, rules: [{ pattern, key }, ...(more.rules ?? [])] };
}

import { type z } from 'zod';
import { type ValidationCode } from '../errors/codes';
import { type MessageKey } from '../messages/en';
import { isMissing } from './issues';

/** The object as the rule sees it: fields may still hold the raw, invalid input. */
export type Fields = Readonly<Record<string, unknown>>;

export interface CrossFieldIssue {
  readonly path: readonly PropertyKey[];
  readonly key: MessageKey;
  readonly code: ValidationCode;
}

export type CrossFieldRule = (fields: Fields) => readonly CrossFieldIssue[];

/**
 * Rules across fields. They run even when single fields failed, so a form shows every error at
 * once; that is why a rule reads `Fields` (unknown values) and must check types itself.
 */
export function withRules<T extends z.ZodType>(schema: T, ...rules: readonly CrossFieldRule[]): T {
  return schema.superRefine(
    (value, ctx) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return;
      for (const rule of rules) {
        for (const issue of rule(value as Fields)) {
          ctx.addIssue({
            code: 'custom',
            message: issue.key,
            path: [...issue.path],
            params: { code: issue.code },
          });
        }
      }
    },
    { when: () => true },
  );
}

/** The value as text when it is a non-blank string. */
export function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** `code` NULL on `path` when the value there is blank. */
export function requireField(
  fields: Fields,
  path: string,
  key: MessageKey = 'required',
): CrossFieldIssue[] {
  return isMissing(fields[path]) ? [{ path: [path], key, code: 'NULL' }] : [];
}

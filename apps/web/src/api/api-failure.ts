import type { ApiError, ROOT_FIELD as ValidationRootField } from '@lens/validation';

/**
 * The field name of an error on the whole payload. Typed by libs/validation's constant but not
 * imported from it: its module carries the bilingual message table, which the entry need not load.
 */
const ROOT_FIELD: typeof ValidationRootField = 'body';

/** What the client answers for a failed call that carried no error list of its own. */
function codeOfStatus(status: number): string {
  if (status === 0) return 'NETWORK';
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 413) return 'FILE_TOO_LARGE';
  if (status === 429) return 'RATE_LIMITED';
  return status >= 500 ? 'GENERIC' : 'VALIDATION';
}

/**
 * A failed API call as a value: the HTTP status and the server's error list
 * (`{ errors: [{ name, code, message }] }`, DESIGN §8). Network failures have status 0 and code
 * NETWORK. Thrown by the client so a caller's `try` or an error boundary sees one shape.
 */
export class ApiFailure extends Error {
  override readonly name = 'ApiFailure';

  constructor(
    readonly status: number,
    readonly errors: readonly ApiError[],
    options?: { cause?: unknown },
  ) {
    super(errors[0]?.message ?? `HTTP ${status}`, options);
  }

  /** The failure's code: the first error's code (PROMO_INCOMPATIBLE, VALIDATION, NETWORK…). */
  get code(): string {
    return this.errors[0]?.code ?? codeOfStatus(this.status);
  }

  /** Field name → message for @mantine/form's `setErrors`; errors on the whole body are left out. */
  fieldErrors(): Record<string, string> {
    return Object.fromEntries(
      this.errors.filter((e) => e.name !== ROOT_FIELD).map((e) => [e.name, e.message]),
    );
  }

  hasCode(code: string): boolean {
    return this.errors.some((e) => e.code === code);
  }

  static fromStatus(status: number, message = '', options?: { cause?: unknown }): ApiFailure {
    return new ApiFailure(
      status,
      [{ name: ROOT_FIELD, code: codeOfStatus(status), message }],
      options,
    );
  }
}

export function isApiFailure(value: unknown): value is ApiFailure {
  return value instanceof ApiFailure;
}

/** An error list as the server sends it, or undefined when the body is something else. */
export function errorListOf(body: unknown): ApiError[] | undefined {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return undefined;
  const valid = errors.filter(
    (e): e is ApiError =>
      typeof e === 'object' &&
      e !== null &&
      typeof (e as ApiError).code === 'string' &&
      typeof (e as ApiError).message === 'string',
  );
  return valid.map((e) => ({
    name: typeof e.name === 'string' ? e.name : ROOT_FIELD,
    code: e.code,
    message: e.message,
  }));
}

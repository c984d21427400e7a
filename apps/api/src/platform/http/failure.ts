import type { ApiError } from '@lens/validation';
import type { ZodError } from 'zod';

/**
 * A request that cannot succeed, as a value: a code (domain or API), optionally the field it
 * concerns and extra detail. Handlers throw it (or `unwrap` a domain Result into it); the
 * exception filter is the one place that turns it into an HTTP status and the API error shape.
 */
export class Failure extends Error {
  constructor(
    readonly code: string,
    readonly field: string = 'body',
    readonly detail: Readonly<Record<string, unknown>> = {},
  ) {
    super(code);
    this.name = 'Failure';
  }
}

/** A request that failed its zod schema; rendered with the caller's language by the filter. */
export class ValidationFailure extends Error {
  constructor(
    readonly error: Pick<ZodError, 'issues'>,
    /** Prefix for field names ('query', 'params') when not the body. */
    readonly location: 'body' | 'query' | 'params',
  ) {
    super('VALIDATION');
    this.name = 'ValidationFailure';
  }
}

/** Errors already in the API shape (e.g. several server-side field errors at once). */
export class FieldFailures extends Error {
  constructor(
    readonly status: number,
    readonly errors: readonly ApiError[],
  ) {
    super('FIELDS');
    this.name = 'FieldFailures';
  }
}

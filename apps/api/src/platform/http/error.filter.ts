import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  NotFoundException,
} from '@nestjs/common';
import { isWrongExpectedVersion } from '@lens/event-store';
import {
  type ApiError,
  type MessageVars,
  languageOf,
  message,
  toApiErrors,
} from '@lens/validation';
import type { Request, Response } from 'express';
import { PinoLogger } from 'nestjs-pino';
import { outageOf } from '../infrastructure/outage';
import { render } from './error-catalogue';
import { Failure, FieldFailures, ValidationFailure } from './failure';
import { PreparedAnswer, RETRY_AFTER_SECONDS } from './prepared-answer';
import { allowedMethods } from './http-edge';

const REFUSAL_LOG_EVERY_MS = 5_000;
/** Refusals that pass by themselves: how long to wait before sending the request again (s). */
const RETRY_AFTER_OF: Readonly<Record<string, number>> = { IDEMPOTENCY_KEY_IN_USE: 1 };

/** Nest's own HTTP exceptions (unknown route, bad JSON, body too large) in our codes. */
function codeOfHttpStatus(status: number): string {
  switch (status) {
    case HttpStatus.NOT_FOUND:
      return 'NOT_FOUND';
    case HttpStatus.UNAUTHORIZED:
      return 'UNAUTHORIZED';
    case HttpStatus.FORBIDDEN:
      return 'FORBIDDEN';
    case HttpStatus.PAYLOAD_TOO_LARGE:
      return 'PAYLOAD_TOO_LARGE';
    case HttpStatus.TOO_MANY_REQUESTS:
      return 'RATE_LIMITED';
    case HttpStatus.CONFLICT:
      return 'CONFLICT';
    default:
      return status >= 500 ? 'GENERIC' : 'VALIDATION';
  }
}

/**
 * The edge: every failure becomes `{ errors: [{ name, code, message }] }` with the status of its
 * code and a message in the caller's language. Nothing else (no stack, no SQL) leaves the server.
 */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  constructor(private readonly logger: PinoLogger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    if (exception instanceof PreparedAnswer) {
      if (response.headersSent) return;
      const { status, headers, body } = exception.answer;
      response.status(status).set(headers).send(body);
      return;
    }
    const lang = languageOf(request.headers['accept-language']);
    const outage = outageOf(exception);
    if (outage) {
      this.noteRefusal(outage.dependency, outage.reason);
      if (response.headersSent) return;
      const { status, errors } = this.single('SERVICE_UNAVAILABLE', 'body', lang);
      response.status(status).set('Retry-After', String(RETRY_AFTER_SECONDS)).json({ errors });
      return;
    }
    const allow = unroutedMethod(exception, request);
    if (allow) {
      const { status, errors } = this.single('METHOD_NOT_ALLOWED', 'body', lang);
      response.status(status).set('Allow', allow).json({ errors });
      return;
    }
    const { status, errors } = this.toResponse(exception, lang);
    if (status >= 500) this.logger.error({ err: exception, url: request.url }, 'request failed');
    if (response.headersSent) return;
    const retryAfter = exception instanceof Failure ? RETRY_AFTER_OF[exception.code] : undefined;
    if (retryAfter) response.set('Retry-After', String(retryAfter));
    response.status(status).json({ errors });
  }

  private readonly refusals = new Map<string, { count: number; loggedAt: number }>();

  /**
   * Expected while a dependency restarts: a warning naming it (not an error with a stack), the
   * first at once and then one every few seconds with the number refused meanwhile, so an
   * outage under load does not flood the log.
   */
  private noteRefusal(dependency: string, reason: unknown): void {
    const seen = this.refusals.get(dependency) ?? { count: 0, loggedAt: 0 };
    seen.count += 1;
    this.refusals.set(dependency, seen);
    if (Date.now() - seen.loggedAt < REFUSAL_LOG_EVERY_MS) return;
    this.logger.warn(
      { dependency, refused: seen.count, reason: String(reason ?? '').slice(0, 200) },
      'requests refused (503): dependency unavailable',
    );
    seen.count = 0;
    seen.loggedAt = Date.now();
  }

  private toResponse(exception: unknown, lang: string): { status: number; errors: ApiError[] } {
    if (exception instanceof ValidationFailure) {
      const errors = toApiErrors(exception.error, lang).map((error) =>
        exception.location === 'body'
          ? error
          : { ...error, name: error.name === 'body' ? exception.location : error.name },
      );
      return { status: 400, errors };
    }
    if (exception instanceof FieldFailures)
      return { status: exception.status, errors: [...exception.errors] };
    if (exception instanceof Failure)
      return this.single(exception.code, exception.field, lang, varsOf(exception.detail));
    if (isWrongExpectedVersion(exception))
      return this.single('WRONG_EXPECTED_VERSION', 'body', lang);
    if (exception instanceof HttpException) {
      // body-parser reports malformed JSON as 400 and oversized bodies as 413.
      return this.single(codeOfHttpStatus(exception.getStatus()), 'body', lang);
    }
    const status = (exception as { status?: number; statusCode?: number } | null)?.status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return this.single(codeOfHttpStatus(status), 'body', lang);
    }
    return this.single('GENERIC', 'body', lang);
  }

  private single(
    code: string,
    name: string,
    lang: string,
    vars?: MessageVars,
  ): { status: number; errors: ApiError[] } {
    const rendering = render(code);
    return {
      status: rendering.status,
      errors: [{ name, code, message: message(rendering.message, lang, vars) }],
    };
  }
}

/**
 * For a request no route took (Nest's 404) at a path that routes answer with other methods: the
 * `Allow` header of the 405 it gets instead (TRACE, a PUT on a GET route, ...).
 */
function unroutedMethod(exception: unknown, request: Request): string | null {
  if (!(exception instanceof NotFoundException)) return null;
  const methods = allowedMethods(request);
  // A route of this very method answered 404 itself: that is its answer.
  if (!methods.length || methods.includes(request.method)) return null;
  return methods.join(', ');
}

/** A failure's detail values that can fill a message's `{placeholders}` (numbers, short text). */
function varsOf(detail: Readonly<Record<string, unknown>>): MessageVars {
  return Object.fromEntries(
    Object.entries(detail).filter(
      ([, value]) => typeof value === 'number' || (typeof value === 'string' && value.length <= 40),
    ),
  ) as MessageVars;
}

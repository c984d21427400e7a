import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import type { Response } from 'express';
import { Observable, from, switchMap } from 'rxjs';
import type { RequestWithActor } from '../auth/access';
import { Failure } from '../http/failure';
import { PreparedAnswer, unavailableAnswer } from '../http/prepared-answer';
import { canonicalJson } from '../jobs/job-queue';
import {
  IDEMPOTENCY_KEY_HEADER,
  STATE_CHANGING_METHODS,
  parseIdempotencyKey,
} from './idempotency-header';
import { IdempotencyKeys, type StoredAnswer } from './idempotency-keys';
import { type RequestTransaction, runInRequestTransaction } from './request-transaction';

/** Answered again as they were; anything else is not kept, and a retry runs the command anew. */
const kept = (status: number, code: string | null) =>
  status < 500 && status !== 429 && !(status === 409 && TRANSIENT_CONFLICTS.has(code ?? ''));
/** A concurrent change lost the race: the same request may well succeed when sent again. */
const TRANSIENT_CONFLICTS = new Set(['CONFLICT', 'WRONG_EXPECTED_VERSION']);
/** The headers of an answer that are part of it (the rest are the server's of the moment). */
const REPLAYED_HEADERS = ['content-type', 'location', 'set-cookie', 'cache-control'];

/**
 * Idempotent commands (IETF httpapi "The Idempotency-Key HTTP Header Field", with Stripe's
 * semantics): a state-changing request with an `Idempotency-Key` runs once per caller and key.
 * The same key with the same request answers the first answer (status, body) again without
 * running anything; with another request 422 IDEMPOTENCY_KEY_REUSED; while the first still runs
 * 409 IDEMPOTENCY_KEY_IN_USE. The request's writes and its answer commit in one transaction
 * (`RequestTransaction`), so a retry after a crash, a 503 or a lost answer never makes a second
 * entry. Keys are scoped by the caller (the signed-in profile, or every anonymous caller alike)
 * and kept 24 hours.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(private readonly keys: IdempotencyKeys) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<RequestWithActor>();
    const response = context.switchToHttp().getResponse<Response>();
    if (!STATE_CHANGING_METHODS.has(request.method)) return next.handle();
    const key = parseIdempotencyKey(request.headers['idempotency-key']);
    if (key === null) return next.handle();
    const fingerprint = this.keys.fingerprint([
      request.method,
      request.originalUrl,
      bodyOf(request),
    ]);
    return from(this.keys.claim(scopeOf(request), key, fingerprint)).pipe(
      switchMap((claim) => {
        if (claim.kind === 'busy')
          throw new Failure('IDEMPOTENCY_KEY_IN_USE', IDEMPOTENCY_KEY_HEADER);
        if (claim.kind === 'mismatch')
          throw new Failure('IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_KEY_HEADER);
        if (claim.kind === 'replay') throw new PreparedAnswer(replayOf(claim.answer));
        holdAnswer(response, claim.transaction, claim.store);
        return new Observable((subscriber) =>
          runInRequestTransaction(claim.transaction, () => next.handle().subscribe(subscriber)),
        );
      }),
    );
  }
}

function scopeOf(request: RequestWithActor): string {
  const actor = request.actor;
  if (!actor) return 'anonymous';
  return actor.impersonatorId
    ? `profile:${actor.profileId}:acting:${actor.impersonatorId}`
    : `profile:${actor.profileId}`;
}

/** What makes two requests the same: the parsed body, or a streamed (multipart) body's size. */
function bodyOf(request: RequestWithActor): string {
  if (request.is('multipart/*')) return `multipart:${request.headers['content-length'] ?? ''}`;
  return canonicalJson(request.body ?? null);
}

function replayOf(answer: StoredAnswer): StoredAnswer {
  return { ...answer, headers: { ...answer.headers, 'idempotent-replayed': 'true' } };
}

function errorCodeOf(status: number, body: Buffer): string | null {
  if (status < 400) return null;
  try {
    return (
      (JSON.parse(body.toString()) as { errors?: { code?: string }[] }).errors?.[0]?.code ?? null
    );
  } catch {
    return null;
  }
}

type End = Response['end'];

/**
 * Holds the answer back until the request's transaction has ended: what the client receives has
 * been committed with the key, or rolled back (a 5xx, a lost race) so a retry runs it again. A
 * commit that fails turns the answer into the 503 of an outage.
 */
function holdAnswer(
  response: Response,
  transaction: RequestTransaction,
  store: (answer: StoredAnswer) => Promise<void>,
): void {
  const chunks: Buffer[] = [];
  const write = response.write.bind(response);
  const end = response.end.bind(response) as (...args: unknown[]) => Response;
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    chunks.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(
            String(chunk),
            (typeof encoding === 'string' ? encoding : 'utf8') as BufferEncoding,
          ),
    );
  };
  response.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    collect(chunk, encoding);
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') process.nextTick(done as () => void);
    return true;
  }) as Response['write'];
  response.end = ((chunk?: unknown, encoding?: unknown) => {
    collect(chunk, encoding);
    response.write = write;
    response.end = end as End;
    const body = Buffer.concat(chunks);
    const status = response.statusCode;
    const keep = kept(status, errorCodeOf(status, body));
    const answer: StoredAnswer = { status, headers: headersOf(response), body };
    void transaction.finish(keep ? () => store(answer) : null).then(
      () => end(body),
      () => {
        // The commit failed (PostgreSQL went away): nothing happened, and the client may retry.
        const outage = unavailableAnswer(response.req.headers['accept-language']);
        for (const name of response.getHeaderNames()) response.removeHeader(name);
        response.status(outage.status).set(outage.headers);
        end(outage.body);
      },
    );
    return response;
  }) as End;
}

function headersOf(response: Response): StoredAnswer['headers'] {
  const headers: StoredAnswer['headers'] = {};
  for (const name of REPLAYED_HEADERS) {
    const value = response.getHeader(name);
    if (value !== undefined) headers[name] = Array.isArray(value) ? value : String(value);
  }
  return headers;
}

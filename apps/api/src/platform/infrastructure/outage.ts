/** The infrastructure a request depends on; named in logs and in the operator's guide. */
export type Dependency = 'postgres' | 'redis' | 'listener' | 'network';

/**
 * A dependency is down or saturated (PostgreSQL restarting, the pool exhausted, Redis
 * unreachable, the projection listener reconnecting): the request may succeed if tried again
 * shortly. The error filter answers it 503 SERVICE_UNAVAILABLE, never 500. Throw it where an
 * outage is recognised; raw driver errors of the same kinds are recognised by `outageOf`.
 */
export class InfrastructureUnavailable extends Error {
  constructor(
    readonly dependency: Dependency,
    readonly reason?: unknown,
  ) {
    super(`${dependency} unavailable`);
    this.name = 'InfrastructureUnavailable';
  }
}

/** Socket failures of any client: refused, reset, unreachable, timed out. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs that mean "the server cannot serve this now", not "this request is wrong":
 * class 08 (connection exception), class 53 (insufficient resources, e.g. too many connections),
 * shutdown / starting up / crash (57P01–57P03), a statement timeout or cancel (57014) and an
 * idle-in-transaction timeout (25P03).
 */
const PG_UNAVAILABLE = /^(08|53)|^57P0[123]$|^57014$|^25P03$/;

/** What `pg` and `pg-pool` say when a connection is lost or none can be had in time. */
const PG_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|not queryable|Query read timeout|the database system is (starting up|shutting down)|is not currently accepting connections/;

/** What `ioredis` says when a command cannot reach the server. */
const REDIS_MESSAGES =
  /Connection is closed|Stream isn't writeable|enableOfflineQueue|max retries per request|Reached the max retries/i;

function codeOf(error: object): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

function classify(error: unknown, depth: number): Dependency | null {
  if (!error || typeof error !== 'object' || depth > 3) return null;
  if (error instanceof InfrastructureUnavailable) return error.dependency;
  const code = codeOf(error);
  const message = (error as { message?: unknown }).message;
  const text = typeof message === 'string' ? message : '';
  const name = (error as { name?: unknown }).name;
  if (name === 'MaxRetriesPerRequestError' || REDIS_MESSAGES.test(text)) return 'redis';
  // A pg DatabaseError carries a severity beside its SQLSTATE.
  if (code && 'severity' in error && PG_UNAVAILABLE.test(code)) return 'postgres';
  if (PG_MESSAGES.test(text)) return 'postgres';
  if (code && SOCKET_CODES.has(code)) return 'network';
  // Node reports a refused connection to every address of a host as one AggregateError.
  const inner = (error as { errors?: unknown }).errors;
  if (Array.isArray(inner)) {
    for (const each of inner) {
      const found = classify(each, depth + 1);
      if (found) return found;
    }
  }
  return classify((error as { cause?: unknown }).cause, depth + 1);
}

/**
 * The outage an error stands for, or null when it is an ordinary failure. The one place that
 * tells an unreachable PostgreSQL or Redis from a bug, for the error filter and for anyone who
 * must decide whether to retry.
 */
export function outageOf(error: unknown): InfrastructureUnavailable | null {
  if (error instanceof InfrastructureUnavailable) return error;
  const dependency = classify(error, 0);
  return dependency ? new InfrastructureUnavailable(dependency, error) : null;
}

import { randomUUID } from 'node:crypto';

/**
 * What a caller may choose as its request id: a UUID, a ULID, a tracing id. It becomes the log
 * id and every event's correlationId, so anything longer or with other characters (line
 * breaks, markup, a megabyte of text) is replaced by an id of our own.
 */
const SAFE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;

/** The request's id: the caller's `x-request-id` when it is safe, else a new UUID. */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && SAFE_REQUEST_ID.test(header) ? header : randomUUID();
}

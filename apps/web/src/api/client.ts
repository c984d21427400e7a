import { ApiFailure, errorListOf } from './api-failure';

export type QueryValue = string | number | boolean | null | undefined | readonly string[];
export type Query = string | URLSearchParams | Readonly<Record<string, QueryValue>>;

export interface RequestOptions {
  query?: Query;
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
  /** Send the `profile-token` header (default true; false for the photo uploader). */
  auth?: boolean;
  /**
   * A call the user did not ask for (error reports, tracking): no loading state and no session
   * or rate-limit handling, so a failing report cannot log anyone out or loop.
   */
  background?: boolean;
}

export interface ApiClientOptions {
  /** Base of relative paths (spec 000 §7: defaults to /api). May be absolute (tests). */
  baseUrl?: string;
  fetch?: typeof fetch;
  getToken: () => string | null;
  getLanguage: () => string | undefined;
  /** 401 on a call that carried a token: the session is over. */
  onUnauthorized?: (failure: ApiFailure) => void;
  /** 429: the caller is limited; the app shows /limiter. */
  onRateLimited?: (failure: ApiFailure) => void;
  /** +1 when a call starts, -1 when it ends, success or failure. */
  onLoadingChange?: (delta: 1 | -1) => void;
}

export interface ApiClient {
  readonly baseUrl: string;
  request<T>(method: string, path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
}

export const TOKEN_HEADER = 'profile-token';
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** The calls that change something: each carries an Idempotency-Key and is retried once. */
const COMMANDS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** How long before the one retry of a command (ms; a shorter Retry-After is honoured). */
const RETRY_DELAY_MS = 1_000;

/** A fresh key per command: a UUID (the API wants 16–255 visible characters). */
export function newIdempotencyKey(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/** The wait before a retry: Retry-After when it is shorter than our own delay. */
function retryDelay(response: Response | null): number {
  const seconds = Number(response?.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds >= 0
    ? Math.min(RETRY_DELAY_MS, seconds * 1_000)
    : RETRY_DELAY_MS;
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

function queryString(query: Query | undefined): string {
  if (query === undefined) return '';
  if (typeof query === 'string') return query.replace(/^\?/, '');
  if (query instanceof URLSearchParams) return query.toString();
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((v: string) => params.append(key, v));
    else params.append(key, String(value));
  }
  return params.toString();
}

/**
 * The URL of a call (spec 000 §7): paths without a leading slash are relative to the base
 * (`profiles/me` → `/api/profiles/me`), rooted paths (`/api/app`, `/admin/api/…`) and absolute
 * URLs (the photo uploader's host) are taken as they are.
 */
export function resolveUrl(baseUrl: string, path: string, query?: Query): string {
  const origin =
    typeof window !== 'undefined' && window.location ? window.location.origin : 'http://localhost';
  const base = new URL(baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`, origin);
  const url = /^[a-z][a-z0-9+.-]*:/i.test(path)
    ? new URL(path)
    : path.startsWith('/')
      ? new URL(path, base.origin)
      : new URL(path, base);
  const search = queryString(query);
  if (search) url.search = url.search ? `${url.search}&${search}` : `?${search}`;
  // Same-origin calls stay relative so they work behind any host (and inside an iframe).
  return /^https?:\/\//.test(baseUrl) || url.origin !== origin
    ? url.href
    : `${url.pathname}${url.search}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** `{ result }` unwrapped; a body without the envelope is returned as it is. */
function unwrap(body: unknown): unknown {
  return typeof body === 'object' && body !== null && 'result' in body
    ? (body as { result: unknown }).result
    : body;
}

/**
 * The fetch wrapper every call goes through: `profile-token` and `Accept-Language` headers, JSON
 * in and out, `{ result }` unwrapped, `{ errors }` turned into an ApiFailure, 401 and 429 handed
 * to the app, and a loading count kept.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl ?? '/api';
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function request<T>(
    method: string,
    path: string,
    body?: unknown,
    requestOptions: RequestOptions = {},
  ): Promise<T> {
    const { auth = true, background = false } = requestOptions;
    const headers: Record<string, string> = { Accept: 'application/json' };
    const language = options.getLanguage();
    if (language) headers['Accept-Language'] = language;
    const token = auth ? options.getToken() : null;
    if (token) headers[TOKEN_HEADER] = token;
    let payload: BodyInit | undefined;
    if (body instanceof FormData || body instanceof Blob || typeof body === 'string') {
      payload = body; // multipart uploads: the browser sets the boundary
    } else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    // A command is sent with a key of its own, so that its one retry (after a 503 or a lost
    // connection: the first try may have happened) can never do it twice.
    const command = COMMANDS.has(method.toUpperCase());
    if (command) headers[IDEMPOTENCY_KEY_HEADER] = newIdempotencyKey();
    Object.assign(headers, requestOptions.headers);

    if (!background) options.onLoadingChange?.(1);
    try {
      const send = () =>
        doFetch(resolveUrl(baseUrl, path, requestOptions.query), {
          method,
          headers,
          body: payload,
          signal: requestOptions.signal,
          credentials: 'same-origin',
          keepalive: background,
        });
      let response: Response | null = null;
      for (let attempt = 1; ; attempt += 1) {
        let failed: unknown = null;
        try {
          response = await send();
        } catch (error) {
          if ((error as { name?: string } | null)?.name === 'AbortError') throw error;
          failed = error;
        }
        const again = command && attempt === 1 && (failed !== null || response?.status === 503);
        if (again && !requestOptions.signal?.aborted) {
          await pause(retryDelay(failed === null ? response : null), requestOptions.signal);
          continue;
        }
        if (failed !== null) throw ApiFailure.fromStatus(0, '', { cause: failed });
        break;
      }
      if (!response) throw ApiFailure.fromStatus(0);
      const parsed = await readBody(response);
      if (response.ok) return unwrap(parsed) as T;

      const errors = errorListOf(parsed);
      const failure = errors
        ? new ApiFailure(response.status, errors)
        : ApiFailure.fromStatus(response.status);
      if (!background) {
        if (response.status === 401 && token) options.onUnauthorized?.(failure);
        if (response.status === 429) options.onRateLimited?.(failure);
      }
      throw failure;
    } finally {
      if (!background) options.onLoadingChange?.(-1);
    }
  }

  return {
    baseUrl,
    request,
    get: (path, o) => request('GET', path, undefined, o),
    post: (path, body, o) => request('POST', path, body, o),
    put: (path, body, o) => request('PUT', path, body, o),
    delete: (path, o) => request('DELETE', path, undefined, o),
  };
}

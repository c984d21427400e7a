import { createStore } from 'jotai';
import { type ApiClient, createApiClient } from '../api/client';
import { languageAtom } from '../language/language.state';
import { tokenAtom } from '../session/session.state';

/** One call the page made, as the network saw it. */
export interface StubCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}

/** An answer: a value for `{ result }`, or a status with a raw body (an `{ errors }` list). */
export type StubAnswer = { status: number; body?: unknown } | { result: unknown };
export type StubHandler = (call: StubCall) => StubAnswer | Promise<StubAnswer>;

export const ok = (result: unknown): StubAnswer => ({ result });
export const failure = (
  status: number,
  code: string,
  name = 'body',
  message = code,
): StubAnswer => ({
  status,
  body: { errors: [{ name, code, message }] },
});

/**
 * An API client whose fetch answers from `routes` (`'GET /api/rewards/estimate'` → handler) and
 * 404s anything else; every call is kept in `calls`. Component tests stub only the network.
 */
export function stubApi(routes: Record<string, StubHandler>) {
  const store = createStore();
  const calls: StubCall[] = [];
  const api: ApiClient = createApiClient({
    getToken: () => store.get(tokenAtom),
    getLanguage: () => store.get(languageAtom),
    fetch: async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
      const call: StubCall = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body,
        headers: { ...(init?.headers as Record<string, string>) },
      };
      calls.push(call);
      const handler = routes[`${call.method} ${call.path}`];
      const answer: StubAnswer = handler
        ? await handler(call)
        : failure(404, 'NOT_FOUND', 'body', `unstubbed ${call.method} ${call.path}`);
      const status = 'result' in answer ? 200 : answer.status;
      const payload = 'result' in answer ? { result: answer.result } : answer.body;
      return new Response(payload === undefined ? null : JSON.stringify(payload), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  const called = (method: string, path: string) =>
    calls.filter((c) => c.method === method && c.path === path);
  return { api, store, calls, called };
}

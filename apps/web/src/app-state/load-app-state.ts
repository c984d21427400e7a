import { type ApiClient } from '../api/client';
import { type Channel } from '../environment/environment';
import { type AppState, normaliseAppState } from './app-state';

/**
 * `GET /api/app` with the page's query string passed through (spec 000 §7) and the channel the
 * viewport gives, unless the address names one.
 */
export async function fetchAppState(
  api: ApiClient,
  search: string,
  channel: Channel,
): Promise<AppState> {
  const query = new URLSearchParams(search);
  if (!query.has('channel')) query.set('channel', channel);
  const raw = await api.get<Partial<AppState>>('/api/app', { query });
  return normaliseAppState(raw ?? {}, new Date());
}

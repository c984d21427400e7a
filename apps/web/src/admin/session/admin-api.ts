import { atom, useAtomValue } from 'jotai';
import { type ApiClient, createApiClient } from '../../api/client';

/** The back office's API client (`/admin/api`, the staff token, the back office's language). */
export const adminApiAtom = atom<ApiClient | null>(null);

export function useAdminApi(): ApiClient {
  const api = useAtomValue(adminApiAtom);
  if (!api) throw new Error('The back office API client is not configured (AdminApp).');
  return api;
}

export function createAdminApi(options: {
  getToken: () => string | null;
  getLanguage: () => string;
  onUnauthorized: () => void;
  fetch?: typeof fetch;
}): ApiClient {
  return createApiClient({
    baseUrl: '/admin/api',
    fetch: options.fetch,
    getToken: options.getToken,
    getLanguage: options.getLanguage,
    onUnauthorized: options.onUnauthorized,
  });
}

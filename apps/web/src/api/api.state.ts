import { atom } from 'jotai';
import { type ApiClient } from './client';

const unconfigured = (): never => {
  throw new Error(
    'The API client is used before the app configured it (bootstrap/app-services.ts).',
  );
};

/** The app's API client; set once at start (tests set their own). */
export const apiClientAtom = atom<ApiClient>({
  baseUrl: '/api',
  request: unconfigured,
  get: unconfigured,
  post: unconfigured,
  put: unconfigured,
  delete: unconfigured,
});

/** Calls in flight (spec 001 §4: a loading flag is on during every call). */
export const pendingRequestsAtom = atom(0);

export const isLoadingAtom = atom((get) => get(pendingRequestsAtom) > 0);

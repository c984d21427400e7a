import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { type ApiClient } from '../../api/client';
import { analyticsAllowedAtom } from '../../shell/cookie-consent.state';
import { useApi } from '../api/use-api';

export type TrackingData = Readonly<Record<string, string | number | boolean | null>>;

/**
 * POST /api/tracking (spec 000 §7): the event name and data with the page URL and its other query
 * parameters. A background call: never a loading state, and a failure is only logged (§8).
 */
export function track(api: ApiClient, eventName: string, data: TrackingData = {}): Promise<void> {
  const page = typeof window === 'undefined' ? undefined : window.location;
  const query = page ? Object.fromEntries(new URLSearchParams(page.search)) : {};
  const body = { eventName, data: { ...query, ...data, url: page ? page.pathname : '' } };
  return api.post('tracking', body, { background: true }).then(
    () => undefined,
    (error: unknown) => console.warn('tracking failed', eventName, error),
  );
}

/**
 * `track` bound to the app's client, and gated on cookie consent: until the visitor accepts
 * analytics ("Accept all"), nothing is sent (not even the call), so "Essential cookies only"
 * means only the calls the app needs to work.
 */
export function useTrack() {
  const api = useApi();
  const allowed = useAtomValue(analyticsAllowedAtom);
  return useCallback(
    (eventName: string, data?: TrackingData) =>
      allowed ? track(api, eventName, data) : Promise.resolve(),
    [api, allowed],
  );
}

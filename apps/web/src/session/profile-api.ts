import { type ProfileResult } from '@lens/validation';
import { type ApiClient } from '../api/client';

/** `GET profiles/me`: `{ result: { profile } }` (`profileResultSchema`). */
export const fetchMyProfile = (api: ApiClient): Promise<ProfileResult> =>
  api.get<ProfileResult>('profiles/me');

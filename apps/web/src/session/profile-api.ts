import { type ApiClient } from '../api/client';
import { type Profile, type ProfileResult } from './profile';

/** `GET profiles/me`: `{ result: { profile } }`, or the profile itself as the result. */
export async function fetchMyProfile(api: ApiClient): Promise<ProfileResult> {
  const result = await api.get<ProfileResult | Profile>('profiles/me');
  if (result && typeof result === 'object' && 'profile' in result) return result;
  return { profile: result as Profile };
}

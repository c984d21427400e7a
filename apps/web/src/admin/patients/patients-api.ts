import {
  type ImpersonationEndedResult,
  type ImpersonationStartedResult,
  type PatientRow,
  type ProfileDetail,
  type ProfilePage,
  type ProfileSummary,
} from '@lens/validation';
import { type ApiClient } from '../../api/client';

export type { PatientRow, ProfileDetail, ProfileSummary };

export const patientsApi = (api: ApiClient) => ({
  search: (query: Record<string, string>) =>
    api.get<ProfilePage>('profiles', {
      query,
    }),
  detail: (profileId: string) =>
    api.get<ProfileDetail>(`profiles/${encodeURIComponent(profileId)}`),
  impersonate: (profileId: string, comment: string) =>
    api.post<ImpersonationStartedResult>('impersonation', {
      profile_id: profileId,
      comment,
    }),
  /** Called with the impersonation token (not the back office's own). */
  end: (impersonationToken: string) =>
    api.post<ImpersonationEndedResult>('impersonation/end', undefined, {
      headers: { 'profile-token': impersonationToken },
    }),
});

export const fullName = (profile: Pick<ProfileSummary, 'firstName' | 'lastName'>) =>
  [profile.firstName, profile.lastName].filter(Boolean).join(' ');

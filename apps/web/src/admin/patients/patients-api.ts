import { type ApiClient } from '../../api/client';
import { type EntrySummary } from '../entries/entries-api';

export interface ProfileSummary {
  profileId: string;
  email: string;
  firstName: string;
  lastName: string | null;
  language: string;
  registeredAt: string;
  role: string;
  patients: number;
  entries: number;
}

export interface PatientRow {
  patientId: string;
  name: string;
  relationToProfile: string;
  address1: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  sap: string | null;
  cannotFind: boolean;
  doctorFirstName: string | null;
  doctorLastName: string | null;
}

export interface ProfileDetail {
  profile: ProfileSummary;
  patients: PatientRow[];
  entries: EntrySummary[];
}

export const patientsApi = (api: ApiClient) => ({
  search: (query: Record<string, string>) =>
    api.get<{ profiles: ProfileSummary[]; total: number; page: number; pageSize: number }>(
      'profiles',
      {
        query,
      },
    ),
  detail: (profileId: string) =>
    api.get<ProfileDetail>(`profiles/${encodeURIComponent(profileId)}`),
  impersonate: (profileId: string, comment: string) =>
    api.post<{ token: string; expiresAt: string; profileId: string; firstName: string }>(
      'impersonation',
      {
        profile_id: profileId,
        comment,
      },
    ),
  /** Called with the impersonation token (not the back office's own). */
  end: (impersonationToken: string) =>
    api.post<{ token: string; expiresAt: string; profileId: string; role: string }>(
      'impersonation/end',
      undefined,
      {
        headers: { 'profile-token': impersonationToken },
      },
    ),
});

export const fullName = (profile: Pick<ProfileSummary, 'firstName' | 'lastName'>) =>
  [profile.firstName, profile.lastName].filter(Boolean).join(' ');

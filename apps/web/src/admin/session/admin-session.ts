import { STAFF_ROLES, type StaffRole, isStaffRole } from '@lens/domain';
import { atom } from 'jotai';
import { storedStringAtom } from '../../environment/string-storage';
import { decodeTokenClaims } from '../../session/token-claims';

/** The staff token of the back office (not the patient app's `lensRewards.token`). */
export const ADMIN_TOKEN_KEY = 'lensRewards.adminToken';
/** The patient app's token: where an impersonation token goes, and comes back from. */
export const PATIENT_TOKEN_KEY = 'lensRewards.token';
export const ADMIN_LANGUAGE_KEY = 'lensRewards.adminLanguage';

export { STAFF_ROLES, type StaffRole, isStaffRole };

export const adminTokenAtom = storedStringAtom(ADMIN_TOKEN_KEY);
export const adminLanguageAtom = storedStringAtom(ADMIN_LANGUAGE_KEY);
/** The patient app's token, watched so the shell sees an impersonation start or end. */
export const patientTokenAtom = storedStringAtom(PATIENT_TOKEN_KEY);

export interface AdminSession {
  profileId: string;
  role: StaffRole;
  /** Expiry, epoch ms. */
  expiresAt: number;
}

/** The signed-in staff member from the stored token, or null (none, not staff, unreadable). */
export const adminSessionAtom = atom<AdminSession | null>((get) => {
  const claims = decodeTokenClaims(get(adminTokenAtom));
  if (!claims?.sub || !isStaffRole(claims.role) || typeof claims.exp !== 'number' || claims.act)
    return null;
  return { profileId: claims.sub, role: claims.role, expiresAt: claims.exp * 1000 };
});

/** The admin this browser is acting for a patient as (the patient app's token `act`), if any. */
export const actingForPatientAtom = atom((get) => {
  const claims = decodeTokenClaims(get(patientTokenAtom));
  return claims?.act && claims.sub ? { adminId: claims.act.sub, profileId: claims.sub } : null;
});

/** Which areas each role may open (admin may open all). */
export const AREAS = {
  entries: ['support', 'admin'],
  patients: ['support', 'admin'],
  promotions: ['admin'],
  ecpUpload: ['admin'],
  exports: ['admin'],
  finance: ['finance', 'admin'],
  queues: ['admin'],
  optIns: ['support', 'admin'],
  inbox: ['support', 'admin'],
  checkout: ['admin'],
  reviews: ['support', 'admin'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type Area = keyof typeof AREAS;

export const mayOpen = (role: StaffRole, area: Area): boolean =>
  (AREAS[area] as readonly StaffRole[]).includes(role);

/** Where a role starts. */
export const homeOf = (role: StaffRole): string => (role === 'finance' ? '/finance' : '/entries');

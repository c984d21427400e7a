import { z } from 'zod';
import { roleSchema } from './profiles';
import { instant, paging } from './shared';
import { entrySummarySchema } from './support';

/** `POST /admin/api/session`: who the session belongs to, and when it ends. */
export const staffSessionSchema = z.object({
  profileId: z.string(),
  role: roleSchema,
  expiresAt: instant(),
});
export type StaffSession = z.infer<typeof staffSessionSchema>;

/** `GET /admin/api/session`: the session and the staff member's name and e-mail. */
export const staffSessionDetailSchema = staffSessionSchema.extend({
  email: z.string().nullable(),
  firstName: z.string().nullable(),
});
export type StaffSessionDetail = z.infer<typeof staffSessionDetailSchema>;

/** `DELETE /admin/api/session`. */
export const staffSignedOutSchema = z.object({ signedOut: z.literal(true) });

/** A profile as the patient tools list it. */
export const profileSummarySchema = z.object({
  profileId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  language: z.string(),
  registeredAt: instant(),
  role: z.string(),
  /** How many patients and entries it has. */
  patients: z.number().int(),
  entries: z.number().int(),
});
export type ProfileSummary = z.infer<typeof profileSummarySchema>;

/** `GET /admin/api/profiles`: a page of the search. */
export const profilePageSchema = z.object({
  profiles: z.array(profileSummarySchema),
  total: z.number().int(),
  ...paging,
});
export type ProfilePage = z.infer<typeof profilePageSchema>;

/** A patient of the profile, as the patient tools show it. */
export const patientRowSchema = z.object({
  patientId: z.string(),
  name: z.string(),
  relationToProfile: z.string(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
  sap: z.string().nullable(),
  cannotFind: z.boolean(),
  doctorFirstName: z.string().nullable(),
  doctorLastName: z.string().nullable(),
  addedAt: instant(),
});
export type PatientRow = z.infer<typeof patientRowSchema>;

/** `GET /admin/api/profiles/{id}`: the profile, its patients and its newest entries. */
export const profileDetailSchema = z.object({
  profile: profileSummarySchema,
  patients: z.array(patientRowSchema),
  entries: z.array(entrySummarySchema),
});
export type ProfileDetail = z.infer<typeof profileDetailSchema>;

/** `POST /admin/api/impersonation` (201): the token the patient app signs in with. */
export const impersonationStartedSchema = z.object({
  token: z.string(),
  expiresAt: instant(),
  profileId: z.string(),
  firstName: z.string(),
});
export type ImpersonationStartedResult = z.infer<typeof impersonationStartedSchema>;

/** `POST /admin/api/impersonation/end`: the admin's own token again. */
export const impersonationEndedSchema = z.object({
  token: z.string(),
  expiresAt: instant(),
  profileId: z.string(),
  role: z.string(),
});
export type ImpersonationEndedResult = z.infer<typeof impersonationEndedSchema>;

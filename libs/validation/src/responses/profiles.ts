import { LANGUAGES, ROLES } from '@lens/domain';
import { z } from 'zod';
import { instant } from './shared';

/** The roles a token carries. */
export const roleSchema = z.enum(ROLES);

/** Programmes current now, by name, each with its window of days. */
export const currentProgramsSchema = z.partialRecord(
  z.string(),
  z.object({ start_date: z.string(), end_date: z.string() }),
);

/**
 * `result.profile` (spec 000 §3), plus two-step: `phone_verified` (a code proved the number on
 * file), `phone_number_masked` (`(•••) •••-1234`) and `twoStepRequired` (this token still waits
 * for the texted code; the api refuses it elsewhere).
 */
export const profileViewSchema = z.object({
  token: z.string(),
  id: z.string(),
  /** The active patient has no supply left in the rolling year. */
  is_limited: z.boolean(),
  /** Instant-win plays left. */
  plays_remaining: z.number().int(),
  first_name: z.string(),
  last_name: z.string().nullable(),
  email: z.string(),
  language: z.enum(LANGUAGES),
  oktaId: z.null(),
  /** The active patient's practice's programmes current now, by name, with their windows. */
  activePrograms: currentProgramsSchema,
  /** Every milestone by name: open to this profile now (public, or enrolled by its practice). */
  milestones: z.record(z.string(), z.boolean()),
  /** The entries whose express reward waits to be claimed. */
  expressSubmissionsList: z.array(z.string()),
  role: roleSchema,
  phone_verified: z.boolean(),
  phone_number_masked: z.string().nullable(),
  twoStepRequired: z.boolean(),
});
export type ProfileView = z.infer<typeof profileViewSchema>;

/** `POST profiles`, `POST profiles/login`, `GET profiles/me`. */
export const profileResultSchema = z.object({ profile: profileViewSchema });
export type ProfileResult = z.infer<typeof profileResultSchema>;

/** `POST profiles/password-reset` (202 whether or not the address is registered). */
export const passwordResetRequestedSchema = z.object({ requested: z.literal(true) });

/** `POST profiles/password-reset/check`: the link works (otherwise 400 INVALID_TOKEN). */
export const passwordResetUsableSchema = z.object({ usable: z.literal(true) });

/** `POST profiles/password-reset/confirm`. */
export const passwordResetDoneSchema = z.object({ passwordReset: z.literal(true) });

/** `POST profiles/logout`. */
export const signedOutSchema = z.object({ signedOut: z.literal(true) });

/** `GET purchase-submissions/profile/programs`: the same map as `profile.activePrograms`. */
export const profileProgramsSchema = z.object({ programs: currentProgramsSchema });
export type ProfilePrograms = z.infer<typeof profileProgramsSchema>;

/** `POST auth/sendCode`. */
export const codeSentSchema = z.object({ sent: z.literal(true), expiresAt: instant() });

/** `POST auth/validateCode`: a sign-in waiting for its code gets the profile with a full token. */
export const codeValidatedSchema = z.object({
  isValid: z.literal(true),
  profile: profileViewSchema.optional(),
});
export type CodeValidated = z.infer<typeof codeValidatedSchema>;

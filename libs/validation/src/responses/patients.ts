import { z } from 'zod';

/** A patient of the profile (`result.patient`, the entries of `result.patientList`). */
export const patientViewSchema = z.object({
  id: z.string(),
  profile_id: z.string(),
  name: z.string(),
  relation_to_profile: z.string(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postal_code: z.string().nullable(),
  country: z.string().nullable(),
  /** The chosen practice's sap (copied when it was selected); 999 when not listed. */
  sap: z.string().nullable(),
  cannot_find: z.boolean(),
  /** The doctor the patient named when the practice is not listed. */
  ecp_not_listed: z.object({ first_name: z.string(), last_name: z.string() }).nullable(),
});
export type PatientView = z.infer<typeof patientViewSchema>;

/** `POST patients/add` and `patients/update`. */
export const patientResultSchema = z.object({ patient: patientViewSchema });
export type PatientResult = z.infer<typeof patientResultSchema>;

/** `GET patients/get-patients/me`: the profile's patients, oldest first. */
export const patientListSchema = z.object({ patientList: z.array(patientViewSchema) });
export type PatientList = z.infer<typeof patientListSchema>;

/** `GET patients/limit-remaining`: months of supply still claimable for the purchase. */
export const limitRemainingSchema = z.object({ limitRemaining: z.number().int() });
export type LimitRemaining = z.infer<typeof limitRemainingSchema>;

/** `GET patients/active/limited`: the active patient has no supply left in the rolling year. */
export const activeLimitedSchema = z.object({ limited: z.boolean() });
export type ActiveLimited = z.infer<typeof activeLimitedSchema>;

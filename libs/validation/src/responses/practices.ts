import { z } from 'zod';

/** A practice's programmes keyed by programme name: each a window of days. */
export const practiceProgramsSchema = z.record(
  z.string(),
  z.object({ start_date: z.string(), end_date: z.string() }),
);

/** One practice of a search list (spec 000 §3 ECP). */
export const practiceListItemSchema = z.object({
  sap: z.string(),
  display_name: z.string(),
  account_name: z.string(),
  address1: z.string(),
  address2: z.string(),
  address3: z.string(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  /** Miles from the search origin (radius searches). */
  distance: z.number().nullable(),
  programs: practiceProgramsSchema,
  preferredActive: z.boolean(),
  isLenscrafters: z.boolean(),
  url: z.string().nullable(),
  /** An active practice that takes part in the programme. */
  affiliated_now: z.boolean(),
});
export type PracticeListItem = z.infer<typeof practiceListItemSchema>;

/** A practice looked up by sap: the list fields plus its status and reference details. */
export const practiceDetailSchema = practiceListItemSchema.extend({
  status: z.enum(['active', 'inactive']),
  country: z.string(),
  phone: z.string().nullable(),
  territory_code: z.string().nullable(),
  unaffiliated: z.boolean(),
  checkout_shop_start: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  labels: z.array(z.unknown()),
});
export type PracticeDetail = z.infer<typeof practiceDetailSchema>;

/** `GET eye-care-professionals/list/by-…`. */
export const practiceListSchema = z.object({
  eyeCareProfessionalList: z.array(practiceListItemSchema),
});
export type PracticeList = z.infer<typeof practiceListSchema>;

/** `GET eye-care-professionals/get-by-sap/{sap}`. */
export const practiceFoundSchema = z.object({ eyeCareProfessional: practiceDetailSchema });
export type PracticeFound = z.infer<typeof practiceFoundSchema>;

/** `GET eye-care-professionals/get-targeted-sap/{sap}`. */
export const targetedPracticeSchema = z.object({
  ecp: z.object({ url: z.string().nullable(), display_name: z.string() }),
});
export type TargetedPracticeFound = z.infer<typeof targetedPracticeSchema>;

/** `POST eye-care-professionals/ecp-code-request`. */
export const ecpCodeRequestedSchema = z.object({ requestId: z.string() });

/** `POST eye-care-professionals/not-listed`: the report and the practice as the patient named it. */
export const notListedReportedSchema = z.object({
  reportId: z.string(),
  eyeCareProfessional: practiceDetailSchema.extend({
    cannot_find: z.boolean(),
    first_name: z.string(),
    last_name: z.string(),
  }),
});

import { ecpNotListedSchema, patientAddSchema, patientUpdateSchema } from '@lens/validation';
import { z } from 'zod';

// The patient forms carry the chosen practice's sap; for sap 999 ("not listed") also the
// doctor's first_name and last_name, checked by the ECP-not-listed contract (NULL when missing).

/** POST /api/patients/add. */
export const patientAddRequestSchema = z.intersection(patientAddSchema, ecpNotListedSchema);
export type PatientAddRequest = z.infer<typeof patientAddRequestSchema>;

/** POST /api/patients/update (`id` is the patient's). */
export const patientUpdateRequestSchema = z.intersection(patientUpdateSchema, ecpNotListedSchema);
export type PatientUpdateRequest = z.infer<typeof patientUpdateRequestSchema>;

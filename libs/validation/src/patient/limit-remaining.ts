import { type z } from 'zod';
import { optionalIsoDate } from '../common/dates';
import { id, optionalId } from '../common/ids';
import { payload } from '../common/objects';

/** GET /api/patients/limit-remaining (query). */
export const limitRemainingQuerySchema = payload({
  patient_id: id(),
  purchase_submission_id: optionalId(),
  purchase_date: optionalIsoDate(),
});
export type LimitRemainingQuery = z.infer<typeof limitRemainingQuerySchema>;

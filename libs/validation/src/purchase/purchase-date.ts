import { type z } from 'zod';
import { isoDate } from '../common/dates';
import { optionalId } from '../common/ids';
import { payload } from '../common/objects';

/**
 * POST purchase-submissions/purchase-date: a new entry, or with `purchase_submission_id` a new
 * date for that entry in progress. Brand minimum dates need the supplies: the API checks.
 */
export const purchaseDateSchema = payload({
  purchase_date: isoDate(),
  patient_id: optionalId(),
  purchase_submission_id: optionalId(),
});
export type PurchaseDate = z.infer<typeof purchaseDateSchema>;

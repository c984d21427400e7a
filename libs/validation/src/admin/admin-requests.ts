import { BONUS_TYPES } from '@lens/domain';
import { type z } from 'zod';
import { choice } from '../common/choices';
import { withRules } from '../common/cross-field';
import { exceptionId, exportId, id, optionalConfirmationCode, optionalId } from '../common/ids';
import { isMissing } from '../common/issues';
import { payload } from '../common/objects';

/** Path of an admin profile export: 10 word characters. */
export const adminProfileExportParamsSchema = payload({ id: exportId() });
export type AdminProfileExportParams = z.infer<typeof adminProfileExportParamsSchema>;

/** Path of an admin exception: letters, digits and hyphen. */
export const exceptionParamsSchema = payload({ id: exceptionId() });
export type ExceptionParams = z.infer<typeof exceptionParamsSchema>;

/** A bonus type filter or setting: preferredPractice or checkoutShop. */
export const bonusTypeSchema = payload({ bonus_type: choice(BONUS_TYPES, 'invalid bonus type') });
export type BonusType = z.infer<typeof bonusTypeSchema>;

/** The e-mails an admin may send again for an entry. */
export const EMAIL_TRIGGERS = [
  'submission_confirmed',
  'submission_approved',
  'submission_rejected',
  'mail_required',
  'card_mailed',
] as const;

/** POST an admin e-mail trigger. */
export const emailTriggerSchema = payload({
  trigger: choice(EMAIL_TRIGGERS, 'invalid choice'),
  purchase_submission_id: id(),
});
export type EmailTrigger = z.infer<typeof emailTriggerSchema>;

/** Admin purchase-validation search: by entry id or by reward confirmation code. */
export const entrySearchQuerySchema = withRules(
  payload({ entry_id: optionalId(), confirmation_code: optionalConfirmationCode() }),
  (fields) =>
    isMissing(fields['entry_id']) && isMissing(fields['confirmation_code'])
      ? [{ path: ['entry_id'], key: 'entry search needs a key', code: 'VALIDATION' }]
      : [],
);
export type EntrySearchQuery = z.infer<typeof entrySearchQuerySchema>;

import { LANGUAGES, OPT_IN_SOURCES, PRODUCT_CODES } from '@lens/domain';
import { type z } from 'zod';
import { choice, defaultFalse, optionalChoice } from '../common/choices';
import { requireField, withRules } from '../common/cross-field';
import { email, optionalEmail, phone } from '../common/contact';
import { optionalId, optionalSap } from '../common/ids';
import { optionalPersonName } from '../common/names';
import { monthlyAmount } from '../common/numbers';
import { payload } from '../common/objects';

/** POST opt-in/: e-mail and SMS consent; each channel chosen needs its address. */
export const optInSchema = withRules(
  payload({
    email_opt_in: defaultFalse('Not a boolean'),
    email: optionalEmail(),
    sms_opt_in: defaultFalse('Not a boolean'),
    phone_number: phone(),
    opt_in_source: choice(OPT_IN_SOURCES, 'invalid opt-in source'),
    profile_id: optionalId(),
  }),
  (fields) => [
    ...(fields['email_opt_in'] === true
      ? requireField(fields, 'email', 'email required for email opt-in')
      : []),
    ...(fields['sms_opt_in'] === true
      ? requireField(fields, 'phone_number', 'phone required for sms')
      : []),
  ],
);
export type OptIn = z.infer<typeof optInSchema>;

/** POST opt-in/send_results: e-mail the visitor an estimate the server recomputes. */
export const sendResultsSchema = payload({
  email: email(),
  brand: choice(PRODUCT_CODES, 'invalid brand'),
  monthly_amount: monthlyAmount(),
  sap: optionalSap(),
  patientId: optionalId(),
  patient_name: optionalPersonName({ noAtSign: true }),
  language: optionalChoice(LANGUAGES, 'invalid language'),
});
export type SendResults = z.infer<typeof sendResultsSchema>;

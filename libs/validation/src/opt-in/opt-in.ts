import { LANGUAGES, OPT_IN_SOURCES, PRODUCT_CODES } from '@lens/domain';
import { type z } from 'zod';
import { choice, defaultFalse, optionalChoice } from '../common/choices';
import { requireField, withRules } from '../common/cross-field';
import { email, optionalEmail, phone } from '../common/contact';
import { optionalId, optionalSap, token } from '../common/ids';
import { PATTERNS } from '../common/patterns';
import { matching, optionalText } from '../common/text';
import { optionalPersonName } from '../common/names';
import { monthlyAmount } from '../common/numbers';
import { payload } from '../common/objects';

/** The version of the consent wording shown beside a ticked box (CONSENT_WORDINGS). */
const consentVersion = () => optionalText(matching(PATTERNS.id, 'invalid', 64));

/**
 * POST opt-in/: e-mail and SMS consent; each channel ticked needs its address and the version of
 * the wording shown beside its box (a consent is stored with it). An unticked box is a consent
 * refused (a visitor) or withdrawn (a signed-in profile, for its own address).
 */
export const optInSchema = withRules(
  payload({
    email_opt_in: defaultFalse('Not a boolean'),
    email: optionalEmail(),
    email_consent_version: consentVersion(),
    sms_opt_in: defaultFalse('Not a boolean'),
    phone_number: phone(),
    sms_consent_version: consentVersion(),
    opt_in_source: choice(OPT_IN_SOURCES, 'invalid opt-in source'),
    profile_id: optionalId(),
  }),
  (fields) => [
    ...(fields['email_opt_in'] === true
      ? [
          ...requireField(fields, 'email', 'email required for email opt-in'),
          ...requireField(fields, 'email_consent_version', 'required'),
        ]
      : []),
    ...(fields['sms_opt_in'] === true
      ? [
          ...requireField(fields, 'phone_number', 'phone required for sms'),
          ...requireField(fields, 'sms_consent_version', 'required'),
        ]
      : []),
  ],
);
export type OptIn = z.infer<typeof optInSchema>;

/** POST opt-in/confirm and opt-in/withdraw: the signed link's token (from the e-mail or text). */
export const signedLinkSchema = payload({ token: token() });
export type SignedLink = z.infer<typeof signedLinkSchema>;

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

import { type z } from 'zod';
import { choice, optionalChoice } from '../common/choices';
import { isMissing } from '../common/issues';
import { requireField, withRules, type CrossFieldRule, type Fields } from '../common/cross-field';
import { email, optionalEmail, phone } from '../common/contact';
import { optionalSap, optionalToken } from '../common/ids';
import { optionalPersonName, personName } from '../common/names';
import { payload } from '../common/objects';
import { PATTERNS } from '../common/patterns';
import { matching, optionalText } from '../common/text';
import {
  CONTACT_PREFERENCES,
  ESCALATION_CONTACT_TYPES,
  ESCALATION_REASONS,
  ESCALATION_SUBMISSION_TYPES,
} from './escalation-options';

const ORDER_NUMBER_MAX = 64;
const INITIAL_MAX = 8;
const COMMENTS_MAX = 2000;

const shape = {
  first_name: personName({ noAtSign: true }),
  last_name: personName({ noAtSign: true }),
  email: email(),
  phone_number: phone(),
  contact_type: choice(ESCALATION_CONTACT_TYPES, 'invalid choice'),
  contact_preference: optionalChoice(CONTACT_PREFERENCES, 'invalid choice'),
  rewards_submission_type: choice(ESCALATION_SUBMISSION_TYPES, 'invalid choice'),
  reason_for_inquiry: choice(ESCALATION_REASONS, 'invalid choice'),
  sap: optionalSap(),
  patient_first_name: optionalPersonName({ noAtSign: true }),
  patient_last_initial: optionalText(
    matching(PATTERNS.lastInitial, 'invalid last initial', INITIAL_MAX, {
      finish: (v) => v.toUpperCase(),
    }),
  ),
  patient_email: optionalEmail(),
  patient_phone_number: phone(),
  patient_order_number: optionalText(matching(PATTERNS.id, 'invalid', ORDER_NUMBER_MAX)),
  comments: optionalText({ max: COMMENTS_MAX, multiline: true }),
  captcha_token: optionalToken(),
};

const sapWhenEcpIneligible: CrossFieldRule = (fields) =>
  fields['reason_for_inquiry'] === 'ecp_ineligible' ? requireField(fields, 'sap') : [];

/**
 * Practice staff saying their practice isn't taking part write about the practice, not about a
 * patient: they are not asked for one (issue 29). Everyone else names the patient.
 */
const aboutPractice = (fields: Fields) =>
  fields['contact_type'] === 'ecp_staff' && fields['reason_for_inquiry'] === 'ecp_ineligible';

const patientNamed: CrossFieldRule = (fields) =>
  aboutPractice(fields)
    ? []
    : [
        ...requireField(fields, 'patient_first_name'),
        ...requireField(fields, 'patient_last_initial'),
      ];

const patientEmailOrPhone: CrossFieldRule = (fields) =>
  !aboutPractice(fields) &&
  isMissing(fields['patient_email']) &&
  isMissing(fields['patient_phone_number'])
    ? [{ path: ['patient_email'], key: 'Patient Email or Phone Required', code: 'VALIDATION' }]
    : [];

const phoneWhenPreferred: CrossFieldRule = (fields) =>
  fields['contact_preference'] === 'phone' ? requireField(fields, 'phone_number') : [];

export interface EscalationOptions {
  /** The API turns the captcha off on localhost and in automated tests only. */
  readonly captchaRequired?: boolean;
}

/** The escalation (contact support) form and its POST body. */
export function makeEscalationSchema(options: EscalationOptions = {}) {
  const captchaRequired = options.captchaRequired ?? true;
  return withRules(
    payload(shape),
    sapWhenEcpIneligible,
    patientNamed,
    patientEmailOrPhone,
    phoneWhenPreferred,
    (fields) => (captchaRequired ? requireField(fields, 'captcha_token', 'captcha required') : []),
  );
}

export const escalationSchema = makeEscalationSchema();
export type Escalation = z.infer<typeof escalationSchema>;

import { LANGUAGES } from '@lens/domain';
import { type z } from 'zod';
import { address1, addressLine, city, state, zipPlus4 } from '../common/address';
import { choice, optionalChoice } from '../common/choices';
import { email, optionalEmail, phone } from '../common/contact';
import { type CrossFieldRule, withRules } from '../common/cross-field';
import { isMissing } from '../common/issues';
import { isoDate } from '../common/dates';
import { id, sap } from '../common/ids';
import { personName } from '../common/names';
import { payload } from '../common/objects';
import { PATTERNS } from '../common/patterns';
import { matching, optionalText } from '../common/text';
import { imageUrl } from '../common/url';
import { suppliesSchema } from '../purchase/supplies';

/** Entry types a practice creates (spec 001 §5 entry types, less `site`). */
export const EXPRESS_ENTRY_TYPES = ['checkout', 'shop'] as const;

const ORDER_NUMBER_MAX = 64;

const emailOrPhone: CrossFieldRule = (fields) =>
  isMissing(fields['email']) && isMissing(fields['phone_number'])
    ? [{ path: ['email'], key: 'Patient Email or Phone Required', code: 'NULL' }]
    : [];

/**
 * POST /admin/api/express-claims: a practice's checkout or shop enters a purchase, with the
 * patient's e-mail or mobile number (where the claim link goes) and their language.
 */
export const expressCheckoutSchema = withRules(
  payload({
    sap: sap(),
    entry_type: choice(EXPRESS_ENTRY_TYPES, 'Not a valid entry type'),
    purchase_date: isoDate(),
    supplies: suppliesSchema,
    order_number: optionalText(matching(PATTERNS.id, 'invalid', ORDER_NUMBER_MAX)),
    email: optionalEmail(),
    phone_number: phone(),
    language: optionalChoice(LANGUAGES, 'invalid language'),
  }),
  emailOrPhone,
);
export type ExpressCheckout = z.infer<typeof expressCheckoutSchema>;

/** The path of every express-claim call: the entry's unguessable id. */
export const expressClaimParamsSchema = payload({ submissionId: id() });
export type ExpressClaimParams = z.infer<typeof expressClaimParamsSchema>;

/** POST /api/express-claims/:submissionId/claim: who claims the reward, and where to mail it. */
export const expressClaimSchema = payload({
  first_name: personName({ noAtSign: true }),
  last_name: personName({ noAtSign: true }),
  email: email(),
  address1: address1(),
  address2: addressLine(),
  city: city(),
  state: state(),
  postal_code: zipPlus4(),
  language: optionalChoice(LANGUAGES, 'invalid language'),
});
export type ExpressClaim = z.infer<typeof expressClaimSchema>;

/** POST /api/express-claims/:submissionId/photo: the photo the upload host kept. */
export const expressPhotoSchema = payload({ url: imageUrl() });
export type ExpressPhoto = z.infer<typeof expressPhotoSchema>;

import { ECP_STATUSES, UPLOAD_PROGRAMS } from '@lens/domain';
import { z } from 'zod';
import {
  address1,
  addressLine,
  city,
  country,
  northAmericanPostalCode,
  stateCode,
} from '../common/address';
import { optionalChoice, textFlag } from '../common/choices';
import { requireField, textOf, withRules, type CrossFieldRule } from '../common/cross-field';
import { endNotBeforeStart } from '../common/date-order';
import { optionalUsDate, parseUsDate } from '../common/dates';
import { sap } from '../common/ids';
import { requiredOr } from '../common/issues';
import { latitude, longitude } from '../common/numbers';
import { payload } from '../common/objects';
import { optionalText, requiredText } from '../common/text';
import { latitudeNeedsLongitude } from './location-rule';
import { postalCodeMatchesCountry } from './postal-code-rule';

const NAME_MAX = 100;

/**
 * A practice name patients and staff see, and spreadsheets open: one starting like a formula
 * (`=HYPERLINK(…)`, `+`, `-`, `@`) is refused at upload (issue 29), not only escaped on export.
 */
const FORMULA_START = /^[=+\-@]/;
const practiceName = {
  max: NAME_MAX,
  rules: [{ test: (v: string) => !FORMULA_START.test(v), key: 'formula-like' as const }],
};
const TERRITORY_CODE_MAX = 50;

/** active / inactive, any case ("invalid status"). */
const ecpStatus = () =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.length <= NAME_MAX ? v.trim().toLowerCase() : v),
    z.enum(ECP_STATUSES, { error: requiredOr('invalid status') }),
  );

/** A row with a period name needs its dates. */
const periodDates: CrossFieldRule = (fields) =>
  textOf(fields['period_name']) === undefined
    ? []
    : [...requireField(fields, 'start_date'), ...requireField(fields, 'end_date')];

/** One row of the admin ECP upload: the practice and, optionally, one programme period. */
export const ecpUploadRowSchema = withRules(
  payload({
    sap: sap(),
    account_name: requiredText(practiceName),
    display_name: optionalText(practiceName),
    status: ecpStatus(),
    unaffiliated: textFlag('invalid unaffiliated status'),
    territory_code: optionalText({ max: TERRITORY_CODE_MAX }),
    period_name: optionalChoice(UPLOAD_PROGRAMS, 'invalid period name'),
    start_date: optionalUsDate(),
    end_date: optionalUsDate(),
    checkout_shop_start: optionalUsDate(),
    address1: address1(),
    address2: addressLine(),
    address3: addressLine(),
    city: city(),
    state: stateCode(),
    postal_code: northAmericanPostalCode(),
    country: country(),
    latitude: latitude(),
    longitude: longitude(),
  }),
  periodDates,
  endNotBeforeStart('start_date', 'end_date', parseUsDate),
  latitudeNeedsLongitude,
  postalCodeMatchesCountry('postal_code'),
);
export type EcpUploadRow = z.infer<typeof ecpUploadRowSchema>;

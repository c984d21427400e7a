import { type z } from 'zod';
import { isPostalCodeOf, optionalCountry } from '../common/address';
import { withRules } from '../common/cross-field';
import { isMissing } from '../common/issues';
import { latitude, longitude, numberInput } from '../common/numbers';
import { payload } from '../common/objects';
import { PATTERNS } from '../common/patterns';
import { optionalText, requiredText, type TextOptions } from '../common/text';
import { latitudeNeedsLongitude } from './location-rule';
import { postalCodeMatchesCountry } from './postal-code-rule';

const POSTAL_MAX = 10;
const ACCOUNT_NAME_MAX = 100;
const MAX_RADIUS_MILES = 100;

/** The search uses only the first 5 digits of a ZIP+4 (spec 000 §5). */
const fiveDigits = (value: string) =>
  PATTERNS.zipPlus4.test(value) ? value.slice(0, 5) : value.toUpperCase();

const searchPostalCodeOptions: TextOptions = {
  max: POSTAL_MAX,
  key: 'invalid postal code for country',
  rules: [
    {
      test: (v) => isPostalCodeOf('US', v) || isPostalCodeOf('CA', v),
      key: 'invalid postal code for country',
    },
  ],
  finish: fiveDigits,
};

/** GET eye-care-professionals/list/by-postal-code-and-account-name (query). */
export const ecpSearchByPostalCodeQuerySchema = withRules(
  payload({
    eye_care_professional_postal_code: requiredText(searchPostalCodeOptions),
    eye_care_professional_account_name: optionalText({ max: ACCOUNT_NAME_MAX }),
    country: optionalCountry(),
  }),
  postalCodeMatchesCountry('eye_care_professional_postal_code'),
);
export type EcpSearchByPostalCodeQuery = z.infer<typeof ecpSearchByPostalCodeQuerySchema>;

/** GET eye-care-professionals/list/by-radius (query): radius, and a postal code or a location. */
export const ecpSearchByRadiusQuerySchema = withRules(
  payload({
    radius: numberInput('invalid radius', { min: 1, max: MAX_RADIUS_MILES }),
    eye_care_professional_postal_code: optionalText(searchPostalCodeOptions),
    latitude: latitude(),
    longitude: longitude(),
    country: optionalCountry(),
  }),
  latitudeNeedsLongitude,
  postalCodeMatchesCountry('eye_care_professional_postal_code'),
  (fields) =>
    [fields['eye_care_professional_postal_code'], fields['latitude'], fields['longitude']].every(
      isMissing,
    )
      ? [
          {
            path: ['eye_care_professional_postal_code'],
            key: 'postal code or location required',
            code: 'VALIDATION',
          },
        ]
      : [],
);
export type EcpSearchByRadiusQuery = z.infer<typeof ecpSearchByRadiusQuerySchema>;

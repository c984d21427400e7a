import { ENTRY_TYPES, PATIENT_TYPES, PRODUCT_CODES } from '@lens/domain';
import { type z } from 'zod';
import { choice, flag, list } from '../common/choices';
import { noRepeatsIn } from '../common/collection-rules';
import { withRules } from '../common/cross-field';
import { endNotBeforeStart } from '../common/date-order';
import { isoDate, parseIsoDate } from '../common/dates';
import { code, optionalJiraId } from '../common/ids';
import { numberInput } from '../common/numbers';
import { payload } from '../common/objects';
import { optionalText, requiredText } from '../common/text';

const NAME_MAX = 100;
const MAX_AWARD = 1000;

/** An admin promotion: who is eligible (brands, patient and entry types, both eyes) and the award. */
export const promotionSchema = withRules(
  payload({
    jira_issue_id: optionalJiraId(),
    promotion_name: requiredText({ max: NAME_MAX }),
    display_name: optionalText({ max: NAME_MAX }),
    code: code(),
    start_date: isoDate(),
    end_date: isoDate(),
    eligible_brands: list(choice(PRODUCT_CODES, 'invalid brand'), {
      min: 1,
      max: PRODUCT_CODES.length,
    }),
    patient_types: list(choice(PATIENT_TYPES, 'Not a valid patient type'), {
      min: 1,
      max: PATIENT_TYPES.length,
    }),
    entry_types: list(choice(ENTRY_TYPES, 'Not a valid entry type'), {
      min: 1,
      max: ENTRY_TYPES.length,
    }),
    both_eyes: flag('Not a boolean'),
    award: numberInput('invalid award', { integer: true, min: 1, max: MAX_AWARD }),
  }),
  endNotBeforeStart('start_date', 'end_date', parseIsoDate),
  noRepeatsIn('eligible_brands'),
  noRepeatsIn('patient_types'),
  noRepeatsIn('entry_types'),
);
export type Promotion = z.infer<typeof promotionSchema>;

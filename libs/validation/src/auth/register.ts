import { LANGUAGES } from '@lens/domain';
import { type z } from 'zod';
import { choice } from '../common/choices';
import { email, phone } from '../common/contact';
import { isoDate } from '../common/dates';
import { personName } from '../common/names';
import { payload } from '../common/objects';
import { newPassword } from './password';

/** POST /api/profiles. Age 18+ needs the clock, so the API checks it (INELIGIBLE_AGE). */
export const registerSchema = payload({
  email: email(),
  password: newPassword(),
  first_name: personName(),
  last_name: personName(),
  birthday: isoDate(),
  language: choice(LANGUAGES, 'invalid language'),
  phone_number: phone(),
});
export type Register = z.infer<typeof registerSchema>;

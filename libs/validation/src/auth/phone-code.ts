import { type z } from 'zod';
import { phone } from '../common/contact';
import { token } from '../common/ids';
import { payload } from '../common/objects';
import { PATTERNS } from '../common/patterns';
import { matching, requiredText } from '../common/text';

const PHONE_CODE_MAX = 16;

const phoneCode = () =>
  requiredText(matching(PATTERNS.phoneCode, 'INVALID_PHONE_CODE', PHONE_CODE_MAX));

/**
 * POST /api/auth/sendCode: the number to text and the caller's token. The number is needed to
 * prove a new phone; a sign-in waiting for its second step texts the verified number on file
 * (the API says NULL on `phone_number` when a number is needed and missing).
 */
export const sendCodeSchema = payload({ phone_number: phone(), token: token() });
export type SendCode = z.infer<typeof sendCodeSchema>;

/** The two-step form: the code the patient received. */
export const phoneCodeFormSchema = payload({ code: phoneCode() });
export type PhoneCodeForm = z.infer<typeof phoneCodeFormSchema>;

/** POST /api/auth/validateCode. */
export const validateCodeSchema = payload({ code: phoneCode(), token: token() });
export type ValidateCode = z.infer<typeof validateCodeSchema>;

import { type z } from 'zod';
import { email } from '../common/contact';
import { token } from '../common/ids';
import { payload } from '../common/objects';
import { newPassword } from './password';

/** POST /api/profiles/password-reset: where to send a reset link (answered 202 whatever it is). */
export const passwordResetRequestSchema = payload({ email: email() });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** POST /api/profiles/password-reset/check: whether a link still works, before any typing. */
export const passwordResetCheckSchema = payload({ token: token() });
export type PasswordResetCheck = z.infer<typeof passwordResetCheckSchema>;

/** POST /api/profiles/password-reset/confirm: the link's token and the new password. */
export const passwordResetConfirmSchema = payload({ token: token(), password: newPassword() });
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

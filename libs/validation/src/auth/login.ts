import { type z } from 'zod';
import { email } from '../common/contact';
import { payload } from '../common/objects';
import { currentPassword } from './password';

/** POST /api/profiles/login. */
export const loginSchema = payload({ email: email(), password: currentPassword() });
export type Login = z.infer<typeof loginSchema>;

import type { Actor } from '../../../platform/auth/tokens';

/**
 * Whether an admin acts, as themselves or impersonating (spec 000 §4): a support agent acting
 * for a patient is treated like the patient.
 */
export const isAdminActing = (actor: Actor) =>
  actor.impersonatorId !== undefined ? actor.impersonatorRole === 'admin' : actor.role === 'admin';

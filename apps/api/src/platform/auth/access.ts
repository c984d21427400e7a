import { type ExecutionContext, SetMetadata, createParamDecorator } from '@nestjs/common';
import type { Request } from 'express';
import { Failure } from '../http/failure';
import type { Actor, Role } from './tokens';

export const PUBLIC = Symbol('public');
export const ROLES_REQUIRED = Symbol('roles');
export const TWO_STEP_PENDING_ALLOWED = Symbol('two-step-pending-allowed');

/** Open to visitors: no token needed (one, if sent and valid, still names the actor). */
export const Public = () => SetMetadata(PUBLIC, true);

/**
 * Also open to a sign-in still waiting for its two-step code (sending and checking the code,
 * "who am I"); every other route refuses such a token with 401 TWO_STEP_REQUIRED.
 */
export const TwoStepPendingAllowed = () => SetMetadata(TWO_STEP_PENDING_ALLOWED, true);

export const CHANGES_SIGN_IN = Symbol('changes-sign-in');

/** Set by the back office's `ImpersonatorOr` (its guard answers 403 to a patient's own token). */
export const ACTING_FOR_PATIENT = Symbol('acting-for-patient');

/**
 * Changes how the profile signs in (its phone, its password): refused to staff acting for the
 * patient (403 NOT_WHILE_IMPERSONATING), whatever their role. Only the patient may.
 */
export const ChangesSignIn = () => SetMetadata(CHANGES_SIGN_IN, true);

/** Only these roles, acting as themselves (an impersonation token is not an admin's). */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_REQUIRED, roles);

export type RequestWithActor = Request & { actor?: Actor; requestId?: string };

/** The signed-in actor of a protected route. */
export const CurrentActor = createParamDecorator((_: unknown, context: ExecutionContext): Actor => {
  const actor = context.switchToHttp().getRequest<RequestWithActor>().actor;
  if (!actor) throw new Failure('UNAUTHORIZED');
  return actor;
});

/** The actor of a public route, if the visitor sent a valid token. */
export const OptionalActor = createParamDecorator(
  (_: unknown, context: ExecutionContext): Actor | undefined =>
    context.switchToHttp().getRequest<RequestWithActor>().actor,
);

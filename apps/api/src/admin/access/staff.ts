import {
  type CanActivate,
  type ExecutionContext,
  Injectable,
  SetMetadata,
  UseGuards,
  applyDecorators,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ACTING_FOR_PATIENT, Roles, type RequestWithActor } from '../../platform/auth/access';
import type { Role } from '../../platform/auth/tokens';
import { Failure } from '../../platform/http/failure';

import { STAFF_ROLES } from '@lens/domain';

export { STAFF_ROLES };

/** Support's tools (search, history, replay, comments, patient tools): support, and admins. */
export const SupportOnly = () => Roles('support', 'admin');
/** Admin tools (promotions, ECP upload, exports, e-mail triggers, overrides): admins. */
export const AdminOnly = () => Roles('admin');
/** Finance (invoices, reconciliation): finance, and admins. */
export const FinanceOnly = () => Roles('finance', 'admin');
/** Any staff member acting as themselves (the admin session). */
export const StaffOnly = () => Roles(...STAFF_ROLES);

/**
 * Routes an admin also uses from the patient app while impersonating (the comment after the
 * purchase detail confirm, ending the impersonation): an impersonation token passes, and so do
 * the given staff roles acting as themselves; a patient's own token is refused (403).
 */
@Injectable()
export class ActingForPatientGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles =
      this.reflector.get<readonly Role[] | undefined>(ACTING_FOR_PATIENT, context.getHandler()) ??
      [];
    const actor = context.switchToHttp().getRequest<RequestWithActor>().actor;
    if (!actor) throw new Failure('UNAUTHORIZED');
    if (actor.impersonatorId || roles.includes(actor.role)) return true;
    throw new Failure('FORBIDDEN');
  }
}

/** An impersonating admin, or one of `roles` acting as themselves (not `@Roles`, which refuses
 * impersonation tokens). */
export const ImpersonatorOr = (...roles: Role[]) =>
  applyDecorators(SetMetadata(ACTING_FOR_PATIENT, roles), UseGuards(ActingForPatientGuard));

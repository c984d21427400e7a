import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Failure } from '../http/failure';
import {
  CHANGES_SIGN_IN,
  PUBLIC,
  ROLES_REQUIRED,
  type RequestWithActor,
  TWO_STEP_PENDING_ALLOWED,
} from './access';
import { type Role, Tokens } from './tokens';

export const TOKEN_HEADER = 'profile-token';

/**
 * Every route needs a valid `profile-token` unless marked @Public(); @Roles() routes also need
 * one of the roles, held by the caller themself (401 without a token, 403 with the wrong one).
 * A sign-in still waiting for its two-step code is refused (401 TWO_STEP_REQUIRED) except where
 * @TwoStepPendingAllowed(); a public route serves its holder as a visitor. A token whose session
 * was ended is refused like a stale one (SESSION_ENDED). @ChangesSignIn() routes refuse staff
 * acting for a patient (403 NOT_WHILE_IMPERSONATING).
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: Tokens,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<RequestWithActor>();
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(PUBLIC, targets) ?? false;
    const roles = this.reflector.getAllAndOverride<Role[]>(ROLES_REQUIRED, targets);
    const pendingAllowed =
      this.reflector.getAllAndOverride<boolean>(TWO_STEP_PENDING_ALLOWED, targets) ?? false;
    const header = request.headers[TOKEN_HEADER];
    const token = Array.isArray(header) ? header[0] : header;

    if (!token) {
      if (isPublic) return true;
      throw new Failure('UNAUTHORIZED');
    }
    try {
      request.actor = await this.tokens.verify(token);
    } catch (error) {
      if (isPublic) return true; // a stale token does not lock a visitor out of public pages
      throw error;
    }
    if (request.actor.twoStepPending && !pendingAllowed) {
      if (isPublic && !roles) {
        request.actor = undefined; // half signed in is not signed in
        return true;
      }
      throw new Failure('TWO_STEP_REQUIRED');
    }
    if (roles && (!roles.includes(request.actor.role) || request.actor.impersonatorId))
      throw new Failure('FORBIDDEN');
    const changesSignIn = this.reflector.getAllAndOverride<boolean>(CHANGES_SIGN_IN, targets);
    if (changesSignIn && request.actor.impersonatorId) throw new Failure('NOT_WHILE_IMPERSONATING');
    return true;
  }
}

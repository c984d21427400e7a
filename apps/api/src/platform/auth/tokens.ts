import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { CLOCK, type Clock } from '../clock/clock';
import { Failure } from '../http/failure';
import { SessionRegistry } from './session-registry';

import { ROLES, type Role } from '@lens/domain';

export { ROLES, type Role };

/** Who is calling: the profile, its role and, when impersonating, the admin and their reason. */
export interface Actor {
  profileId: string;
  role: Role;
  impersonatorId?: string;
  /** The impersonating staff member's role (support or admin) when impersonating. */
  impersonatorRole?: Role;
  comment?: string;
  /** The session the token belongs to (its `sid`): ended by sign-out, reset, end of acting. */
  sessionId: string;
  /** Signed in with the password only: the texted code (two-step) is still to come. */
  twoStepPending?: true;
  /** Token expiry (epoch seconds). */
  expiresAt: number;
}

interface Claims {
  role: Role;
  /** The session id (also the token's `jti`). */
  sid?: string;
  act?: { sub: string; comment: string; role?: Role };
  /** `pending` on a sign-in whose second step (the texted code) is still to come. */
  two_step?: 'pending';
}

/** How long a sign-in may wait for its texted code. */
export const TWO_STEP_PENDING_MINUTES = 15;

/**
 * The `profile-token`: an HS256 JWT with `exp` and a session id (`sid`, also its `jti`) that the
 * session registry must still hold open; impersonation adds `act: { sub, comment, role }`; a
 * sign-in still waiting for its two-step code carries `two_step: 'pending'` and lives 15 minutes.
 */
@Injectable()
export class Tokens {
  private readonly key: Uint8Array;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly sessions: SessionRegistry,
  ) {
    this.key = new Uint8Array(config.keys.tokens);
  }

  async issue(subject: {
    profileId: string;
    role: Role;
    impersonator?: { adminId: string; comment: string; role: Role };
    twoStepPending?: boolean;
    /** The session this one is opened from (a staff member's, for an impersonation): it ends with it. */
    startedBy?: Pick<Actor, 'sessionId' | 'profileId'>;
  }): Promise<{ token: string; expiresAt: number; sessionId: string }> {
    const issuedAt = Math.floor(this.clock.now().getTime() / 1000);
    const minutes = subject.twoStepPending
      ? Math.min(TWO_STEP_PENDING_MINUTES, this.config.sessionTtlMinutes)
      : this.config.sessionTtlMinutes;
    const expiresAt = issuedAt + minutes * 60;
    const sessionId = randomUUID();
    const claims: Claims = { role: subject.role, sid: sessionId };
    if (subject.impersonator) {
      const { adminId, comment, role } = subject.impersonator;
      claims.act = { sub: adminId, comment, role };
    }
    if (subject.twoStepPending) claims.two_step = 'pending';
    const token = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(subject.profileId)
      .setJti(sessionId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(this.key);
    await this.sessions.open(sessionId, subject.profileId, expiresAt - issuedAt, subject.startedBy);
    return { token, expiresAt, sessionId };
  }

  /**
   * The actor a token names; UNAUTHORIZED when malformed or forged, SESSION_EXPIRED when old,
   * SESSION_ENDED when its session was ended (503 when that cannot be checked).
   */
  async verify(token: string): Promise<Actor> {
    const actor = await this.read(token);
    if (!(await this.sessions.isOpen(actor.sessionId))) throw new Failure('SESSION_ENDED');
    return actor;
  }

  /** Ends the session of a token's actor. */
  async end(actor: Pick<Actor, 'sessionId' | 'profileId'>): Promise<void> {
    await this.sessions.close(actor.sessionId, actor.profileId);
  }

  /**
   * Ends every session of a profile (a password reset), and those opened from them: every token
   * issued before stops, the impersonations a staff member started too.
   */
  async endAll(profileId: string): Promise<number> {
    return this.sessions.closeAll(profileId);
  }

  private async read(token: string): Promise<Actor> {
    try {
      const { payload } = await jwtVerify<Claims>(token, this.key, {
        algorithms: ['HS256'],
        currentDate: this.clock.now(),
      });
      if (!payload.sub || !payload.exp || !payload.sid || !ROLES.includes(payload.role))
        throw new Failure('UNAUTHORIZED');
      const impersonatorRole = payload.act?.role;
      return {
        profileId: payload.sub,
        role: payload.role,
        sessionId: payload.sid,
        impersonatorId: payload.act?.sub,
        ...(impersonatorRole && ROLES.includes(impersonatorRole) ? { impersonatorRole } : {}),
        comment: payload.act?.comment,
        ...(payload.two_step === 'pending' ? { twoStepPending: true as const } : {}),
        expiresAt: payload.exp,
      };
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw new Failure('SESSION_EXPIRED');
      throw error instanceof Failure ? error : new Failure('UNAUTHORIZED');
    }
  }
}

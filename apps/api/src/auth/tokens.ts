import { Inject, Injectable } from '@nestjs/common';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { CLOCK, type Clock } from '../clock/clock';
import { Failure } from '../http/failure';

export const ROLES = ['patient', 'admin', 'support', 'finance'] as const;
export type Role = (typeof ROLES)[number];

/** Who is calling: the profile, its role and, when impersonating, the admin and their reason. */
export interface Actor {
  profileId: string;
  role: Role;
  impersonatorId?: string;
  comment?: string;
  /** Signed in with the password only: the texted code (two-step) is still to come. */
  twoStepPending?: true;
  /** Token expiry (epoch seconds). */
  expiresAt: number;
}

interface Claims {
  role: Role;
  act?: { sub: string; comment: string };
  /** `pending` on a sign-in whose second step (the texted code) is still to come. */
  two_step?: 'pending';
}

/** How long a sign-in may wait for its texted code. */
export const TWO_STEP_PENDING_MINUTES = 15;

/**
 * The `profile-token`: an HS256 JWT with `exp`; impersonation adds `act: { sub, comment }`; a
 * sign-in still waiting for its two-step code carries `two_step: 'pending'` and lives 15 minutes.
 */
@Injectable()
export class Tokens {
  private readonly key: Uint8Array;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.key = new Uint8Array(config.keys.tokens);
  }

  async issue(subject: {
    profileId: string;
    role: Role;
    impersonator?: { adminId: string; comment: string };
    twoStepPending?: boolean;
  }): Promise<{ token: string; expiresAt: number }> {
    const issuedAt = Math.floor(this.clock.now().getTime() / 1000);
    const minutes = subject.twoStepPending
      ? Math.min(TWO_STEP_PENDING_MINUTES, this.config.sessionTtlMinutes)
      : this.config.sessionTtlMinutes;
    const expiresAt = issuedAt + minutes * 60;
    const claims: Claims = { role: subject.role };
    if (subject.impersonator)
      claims.act = { sub: subject.impersonator.adminId, comment: subject.impersonator.comment };
    if (subject.twoStepPending) claims.two_step = 'pending';
    const token = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(subject.profileId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(this.key);
    return { token, expiresAt };
  }

  /** The actor a token names; UNAUTHORIZED when malformed or forged, SESSION_EXPIRED when old. */
  async verify(token: string): Promise<Actor> {
    try {
      const { payload } = await jwtVerify<Claims>(token, this.key, {
        algorithms: ['HS256'],
        currentDate: this.clock.now(),
      });
      if (!payload.sub || !payload.exp || !ROLES.includes(payload.role))
        throw new Failure('UNAUTHORIZED');
      return {
        profileId: payload.sub,
        role: payload.role,
        impersonatorId: payload.act?.sub,
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

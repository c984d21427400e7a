import { Inject, Injectable } from '@nestjs/common';
import { SignJWT, jwtVerify } from 'jose';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { CLOCK, type Clock } from '../clock/clock';

/** What a signed link does; a token made for one purpose is refused for any other. */
export type LinkPurpose = 'opt-in-confirm' | 'opt-in-withdraw';

export type LinkClaims = Readonly<Record<string, string>>;

const ISSUER = 'lens-rewards/links';

/**
 * Links in e-mails and texts that act without a sign-in (confirm a consent, unsubscribe): an
 * HS256 JWT (jose) under the `signedLinks` key, its purpose as the audience and, where given, an
 * expiry. Claims are short strings; they name streams and hashes, never an address in clear.
 */
@Injectable()
export class SignedLinks {
  private readonly key: Uint8Array;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.key = new Uint8Array(config.keys.signedLinks);
  }

  async sign(purpose: LinkPurpose, claims: LinkClaims, ttlSeconds?: number): Promise<string> {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    const jwt = new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setAudience(purpose)
      .setIssuedAt(now);
    if (ttlSeconds !== undefined) jwt.setExpirationTime(now + ttlSeconds);
    return jwt.sign(this.key);
  }

  /** The claims of a token signed for `purpose` and not expired; null otherwise. */
  async verify(purpose: LinkPurpose, token: string): Promise<LinkClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        audience: purpose,
        algorithms: ['HS256'],
        currentDate: this.clock.now(),
      });
      const claims: Record<string, string> = {};
      for (const [name, value] of Object.entries(payload))
        if (typeof value === 'string') claims[name] = value;
      return claims;
    } catch {
      return null;
    }
  }
}

import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { argon2id, hash, needsRehash, verify } from 'argon2';

/** argon2id at OWASP's first recommended setting: 19 MiB, 2 passes, 1 lane (~30 ms here). */
export const PASSWORD_HASH_OPTIONS = {
  type: argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Password hashing; a check against no account costs the same as one against a real hash. */
@Injectable()
export class Passwords {
  private decoy: Promise<string> | null = null;

  hash(password: string): Promise<string> {
    return hash(password, PASSWORD_HASH_OPTIONS);
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false; // an unreadable stored hash never signs anyone in
    }
  }

  /** Spends the time of a real check, so an unknown e-mail cannot be told by the answer's speed. */
  async verifyNothing(password: string): Promise<false> {
    this.decoy ??= this.hash(randomBytes(16).toString('hex'));
    await this.verify(await this.decoy, password);
    return false;
  }

  /** A hash made with weaker settings than today's, to be replaced at the next sign-in. */
  isOutdated(passwordHash: string): boolean {
    try {
      return needsRehash(passwordHash, PASSWORD_HASH_OPTIONS);
    } catch {
      return true;
    }
  }
}

import { createHash } from 'node:crypto';

/**
 * The patient an express claimant is (issue 14 item 13): one per e-mail address, whoever's
 * checkout the entry came from, so the approval judges each claimant by their own history and
 * unrelated claimants never share an annual limit. A hash, so the address itself appears
 * nowhere an id goes (read models, logs, exports).
 */
export function expressPatientId(email: string): string {
  const normalised = email.trim().toLowerCase();
  return `xp-${createHash('sha256').update(normalised).digest('hex').slice(0, 32)}`;
}

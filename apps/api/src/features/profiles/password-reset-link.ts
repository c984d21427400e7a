import { createHash, createHmac } from 'node:crypto';

/**
 * The secret of a password reset link, derived from the reset's id with the signed-links key:
 * the API stores only its hash and the e-mail job carries only the id, so neither the database
 * nor the job queue holds a working link.
 */
export function resetToken(signedLinksKey: Buffer, resetId: string): string {
  return createHmac('sha256', signedLinksKey)
    .update(`password-reset:${resetId}`)
    .digest('base64url');
}

/** What the database keeps of a reset token. */
export const resetTokenHash = (token: string): Buffer =>
  createHash('sha256').update(token).digest();

/** The page a reset e-mail links to. */
export const resetLink = (siteUrl: string, token: string): string =>
  `${siteUrl}/reset_password?token=${encodeURIComponent(token)}`;

import normalizeEmail from 'validator/lib/normalizeEmail';

/**
 * The mailbox an address delivers to, for counting or keying by recipient: validator.js's
 * `normalizeEmail` (lower case; Gmail's dots and `googlemail.com`; the sub-address of Gmail,
 * Outlook, iCloud and Yahoo) and, since most other providers deliver `name+tag@` to `name@` too,
 * any `+tag`. `Ana.B+2@GMail.com` and `anab@gmail.com` are one mailbox. Never an address to
 * write to: only a key.
 */
export function mailboxOf(email: string): string {
  const trimmed = email.trim().toLowerCase();
  const normalised = normalizeEmail(trimmed) || trimmed;
  const at = normalised.lastIndexOf('@');
  if (at < 1) return normalised;
  const local = normalised.slice(0, at).split('+', 1)[0] || normalised.slice(0, at);
  return `${local}${normalised.slice(at)}`;
}

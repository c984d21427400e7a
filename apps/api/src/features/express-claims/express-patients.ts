import { createHash } from 'node:crypto';
import { mailboxOf } from '../../platform/contact/mailbox';

/**
 * The patient an express claimant is (issue 14 item 13): one per mailbox, whoever's checkout the
 * entry came from, so the approval judges each claimant by their own history and unrelated
 * claimants never share an annual limit. A hash, so the address itself appears nowhere an id
 * goes (read models, logs, exports).
 *
 * Issue 26 item 8: the annual limit is kept per patient, so the key must not be the address as
 * typed (`ana+1@gmail.com` and `ana+2@gmail.com` made two 12-month claims). It is the e-mail the
 * practice's checkout named when it named one (the claimant's own typing cannot change it), else
 * the claimant's, and either way its mailbox (`mailboxOf`: case, sub-addresses, Gmail's dots).
 */
export function expressPatientId(checkoutEmail: string | null | undefined, claimed: string): string {
  const mailbox = mailboxOf(checkoutEmail || claimed);
  return `xp-${createHash('sha256').update(mailbox).digest('hex').slice(0, 32)}`;
}

// Express rewards and checkout shop (DESIGN §9): a practice's checkout or shop creates the entry;
// whoever holds its unguessable link claims it (or says it is not needed), adds a photo, confirms.
import {
  type ClaimExpressEntry,
  type DeclineExpressEntry,
  type OfferExpressEntry,
} from '../submission.commands';
import {
  type ExpressClaimant,
  type SubmissionEntryState,
  type SubmissionState,
} from '../submission';
import { type SubmissionError } from '../submission.errors';
import { accept, err } from '../../core/result';
import { isoTimestamp } from '../../time/days';
import {
  illegalStatus,
  isBlank,
  withEntry,
  type SubmissionDecision,
  type SubmissionEnv,
} from './shared';
import { isEditable } from '../transitions';

/** Entries a practice created: `checkout` at the counter, `shop` in its online shop. */
export const isExpressEntry = (entry: Pick<SubmissionEntryState, 'entryType'>): boolean =>
  entry.entryType === 'checkout' || entry.entryType === 'shop';

const REQUIRED_CLAIMANT_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'address1',
  'city',
  'state',
  'postal_code',
] as const satisfies readonly (keyof ExpressClaimant)[];

/** Runs `then` on an express entry; any other entry is "not found" to an express command. */
function withExpressEntry(
  state: SubmissionState,
  then: (entry: SubmissionEntryState) => SubmissionDecision,
): SubmissionDecision {
  return withEntry(state, (entry) =>
    isExpressEntry(entry) ? then(entry) : err({ code: 'EXPRESS_ENTRY_NOT_FOUND' }),
  );
}

/**
 * Where the claim link goes (an e-mail address, a phone number, or both); the checkout records
 * it with the entry, and may give it again (a corrected address) until the entry is claimed.
 */
export function offerExpressEntry(
  command: OfferExpressEntry,
  state: SubmissionState,
  env: SubmissionEnv,
): SubmissionDecision {
  return withExpressEntry(state, (entry) => {
    if (entry.express?.declinedAt) return err({ code: 'EXPRESS_ENTRY_DECLINED' });
    if (entry.express?.claimant || !isEditable(entry.status))
      return illegalStatus(command.type, entry);
    const { contact } = command.data;
    if (isBlank(contact.email) && isBlank(contact.phone))
      return err({ code: 'EXPRESS_CONTACT_REQUIRED', field: 'email' });
    if (JSON.stringify(entry.express?.contact) === JSON.stringify(contact)) return accept();
    return accept({
      type: 'ExpressEntryOffered',
      data: { submissionId: entry.submissionId, contact, offeredAt: isoTimestamp(env.now) },
    });
  });
}

/** Names the claimant; a later claim replaces the details until the entry is confirmed. */
export function claimExpressEntry(
  command: ClaimExpressEntry,
  state: SubmissionState,
  env: SubmissionEnv,
): SubmissionDecision {
  return withExpressEntry(state, (entry) => {
    if (entry.express?.declinedAt) return err({ code: 'EXPRESS_ENTRY_DECLINED' });
    if (!isEditable(entry.status)) return illegalStatus(command.type, entry);
    const { claimant, patientId } = command.data;
    const fields = REQUIRED_CLAIMANT_FIELDS.filter((field) => isBlank(claimant[field]));
    if (fields.length > 0) return err({ code: 'CLAIMANT_INCOMPLETE', fields });
    const same =
      JSON.stringify(entry.express?.claimant) === JSON.stringify(claimant) &&
      (patientId === undefined || patientId === entry.patientId);
    if (same) return accept();
    return accept({
      type: 'ExpressEntryClaimed',
      data: {
        submissionId: entry.submissionId,
        claimant,
        claimedAt: isoTimestamp(env.now),
        ...(patientId === undefined ? {} : { patientId }),
      },
    });
  });
}

/** "Not needed": the entry stays as it is and can no longer be claimed. Saying it twice is fine. */
export function declineExpressEntry(
  command: DeclineExpressEntry,
  state: SubmissionState,
  env: SubmissionEnv,
): SubmissionDecision {
  return withExpressEntry(state, (entry) => {
    if (entry.express?.declinedAt) return accept();
    if (!isEditable(entry.status)) return illegalStatus(command.type, entry);
    return accept({
      type: 'ExpressEntryDeclined',
      data: { submissionId: entry.submissionId, declinedAt: isoTimestamp(env.now) },
    });
  });
}

/** An express entry confirms only once claimed, and never after "not needed". */
export function expressConfirmError(entry: SubmissionEntryState): SubmissionError | undefined {
  if (!isExpressEntry(entry)) return undefined;
  if (entry.express?.declinedAt) return { code: 'EXPRESS_ENTRY_DECLINED' };
  if (!entry.express?.claimant) return { code: 'EXPRESS_CLAIM_REQUIRED' };
  return undefined;
}

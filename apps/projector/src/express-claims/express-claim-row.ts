import type { RecordedEvent } from '@lens/event-store';
import { dataOf, day, instant, record, text } from '../row-folds/row-folds';

export type ExpressClaimState = 'open' | 'claimed' | 'declined' | 'confirmed';

/**
 * An entry a practice's checkout or shop created, with where its claim link went and who
 * claimed it: the patient's claim notice (`expressSubmissionsList`) and the checkout page read it.
 * Entries patients made on the site have no row.
 */
export interface ExpressClaimRow {
  submission_id: string;
  entry_type: string;
  sap: string | null;
  purchase_date: string | null;
  /** Lower-cased, as profiles are matched by e-mail. */
  contact_email: string | null;
  contact_phone: string | null;
  contact_language: string | null;
  claimant_email: string | null;
  patient_id: string | null;
  state: ExpressClaimState;
  created_at: string;
  /** When the checkout named the contact, by the app's clock (as profiles' `registered_at`). */
  offered_at: string | null;
  claimed_at: string | null;
  updated_at: string;
}

const EXPRESS_TYPES = new Set(['checkout', 'shop']);
const lower = (value: unknown) => text(value)?.trim().toLowerCase() || null;

function created(event: RecordedEvent, id: string): ExpressClaimRow | null {
  const data = dataOf(event);
  const entryType = text(data.entryType);
  if (event.type !== 'PurchaseDateEntered' || !entryType || !EXPRESS_TYPES.has(entryType))
    return null;
  const at = event.recordedAt.toISOString();
  return {
    submission_id: id,
    entry_type: entryType,
    sap: null,
    purchase_date: day(data.purchaseDate),
    contact_email: null,
    contact_phone: null,
    contact_language: null,
    claimant_email: null,
    patient_id: text(data.patientId),
    state: 'open',
    created_at: at,
    offered_at: null,
    claimed_at: null,
    updated_at: at,
  };
}

export function foldExpressClaim(
  rows: readonly ExpressClaimRow[],
  event: RecordedEvent,
  id: string,
): ExpressClaimRow[] {
  const current = rows[0] ?? created(event, id);
  if (!current) return [];
  const data = dataOf(event);
  const row = { ...current, updated_at: event.recordedAt.toISOString() };
  switch (event.type) {
    case 'SuppliesSubmitted':
      return [{ ...row, sap: text(data.sap) }];
    case 'ExpressEntryOffered': {
      const contact = record(data.contact);
      return [
        {
          ...row,
          contact_email: lower(contact.email),
          contact_phone: text(contact.phone),
          contact_language: text(contact.language),
          offered_at: instant(data.offeredAt),
        },
      ];
    }
    case 'ExpressEntryClaimed':
      return [
        {
          ...row,
          state: row.state === 'open' ? 'claimed' : row.state,
          claimant_email: lower(record(data.claimant).email),
          patient_id: text(data.patientId) ?? row.patient_id,
          claimed_at: instant(data.claimedAt),
        },
      ];
    case 'ExpressEntryDeclined':
      return [{ ...row, state: row.state === 'confirmed' ? 'confirmed' : 'declined' }];
    case 'SubmissionConfirmed':
      return [{ ...row, state: 'confirmed' }];
    default:
      return [row];
  }
}

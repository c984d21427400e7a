import { type EntryType, type SubmissionEvent, decodeSubmissionEvent } from '@lens/domain';
import type { RecordedEvent } from '@lens/event-store';
import { day, instant, text } from '../row-folds/row-folds';

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

const EXPRESS_TYPES: ReadonlySet<string> = new Set<EntryType>(['checkout', 'shop']);
/** Nested values are the writer's shape, unchecked by the decoder: read them defensively. */
const lower = (value: string | null) => text(value)?.trim().toLowerCase() || null;

function created(event: SubmissionEvent | null, id: string, at: string): ExpressClaimRow | null {
  if (event?.type !== 'PurchaseDateEntered' || !EXPRESS_TYPES.has(event.data.entryType))
    return null;
  return {
    submission_id: id,
    entry_type: event.data.entryType,
    sap: null,
    purchase_date: day(event.data.purchaseDate),
    contact_email: null,
    contact_phone: null,
    contact_language: null,
    claimant_email: null,
    patient_id: event.data.patientId,
    state: 'open',
    created_at: at,
    offered_at: null,
    claimed_at: null,
    updated_at: at,
  };
}

/** The entry's claim row after one more event (none for an entry made on the site). */
export function foldExpressClaim(
  rows: readonly ExpressClaimRow[],
  recorded: RecordedEvent,
  id: string,
): ExpressClaimRow[] {
  const at = recorded.recordedAt.toISOString();
  const event = decodeSubmissionEvent(recorded);
  const current = rows[0] ?? created(event, id, at);
  if (!current) return [];
  const row = { ...current, updated_at: at };
  switch (event?.type) {
    case 'SuppliesSubmitted':
      return [{ ...row, sap: event.data.sap }];
    case 'ExpressEntryOffered': {
      const { contact } = event.data;
      return [
        {
          ...row,
          contact_email: lower(contact.email),
          contact_phone: text(contact.phone),
          contact_language: text(contact.language),
          offered_at: instant(event.data.offeredAt),
        },
      ];
    }
    case 'ExpressEntryClaimed': {
      const { data } = event;
      return [
        {
          ...row,
          state: row.state === 'open' ? 'claimed' : row.state,
          claimant_email: lower(data.claimant.email),
          patient_id: data.patientId ?? row.patient_id,
          claimed_at: instant(data.claimedAt),
        },
      ];
    }
    case 'ExpressEntryDeclined':
      return [{ ...row, state: row.state === 'confirmed' ? 'confirmed' : 'declined' }];
    case 'SubmissionConfirmed':
      return [{ ...row, state: 'confirmed' }];
    default:
      return [row];
  }
}

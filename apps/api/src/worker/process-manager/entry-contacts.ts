import { Inject, Injectable } from '@nestjs/common';
import {
  type Language,
  type PatientAddress,
  type SubmissionEntryState,
  profileDecider,
} from '@lens/domain';
import type { EventStore } from '@lens/event-store';
import { load } from '../../platform/event-sourcing/write-aggregate';
import { EVENT_STORE } from '../../platform/infrastructure/tokens';

/** Whom the worker writes to about an entry, and where its card goes. */
export interface EntryContact {
  email: string;
  language: Language;
  firstName: string;
  /** The patient the entry is for (may differ from the profile holder). */
  patientName: string | null;
  address: (PatientAddress & { name: string; address2: string | null }) | null;
}

/**
 * The people of an entry, read from streams (exact, no read-model lag): the profile holder with
 * the patient's address; for an express entry (a practice's checkout), the claimant who named
 * themselves on it.
 */
@Injectable()
export class EntryContacts {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async of(entry: SubmissionEntryState): Promise<EntryContact | null> {
    const claimant = entry.express?.claimant;
    if (claimant) {
      const name = `${claimant.first_name} ${claimant.last_name}`.trim();
      return {
        email: claimant.email,
        language: claimant.language,
        firstName: claimant.first_name,
        patientName: name,
        address: {
          name,
          address1: claimant.address1,
          address2: claimant.address2 || null,
          city: claimant.city,
          state: claimant.state,
          postal_code: claimant.postal_code,
          country: 'US',
        },
      };
    }
    const { state } = await load(this.store, `profile-${entry.profileId}`, profileDecider);
    if (state.kind !== 'registered') return null;
    const patient = state.patients.find((p) => p.patientId === entry.patientId);
    return {
      email: state.email,
      language: state.language,
      firstName: state.firstName,
      patientName: patient?.name ?? null,
      address: patient?.address
        ? { name: patient.name, ...patient.address, address2: patient.address.address2 ?? null }
        : null,
    };
  }
}

// The practice (ECP) as the domain sees it: a snapshot the caller loads from reference data.
import { NOT_LISTED_SAP, type EcpStatus } from '../catalog/codes';
import { type PracticePrograms } from '../time/programs';

export interface NotListedDoctor {
  readonly first_name: string;
  readonly last_name: string;
}

export interface PracticeSnapshot {
  readonly sap: string;
  readonly status: EcpStatus;
  readonly programs: PracticePrograms;
  readonly displayName?: string | null;
  /** Promotion practice lists match by sap or by this key (spec 001 §5, promo entity upload). */
  readonly scgKey?: string | null;
  /** Only for sap 999, the practice that is not listed. */
  readonly notListedDoctor?: NotListedDoctor | null;
}

export type PracticeError =
  | {
      readonly code: 'NOT_LISTED_NAME_REQUIRED';
      readonly fields: readonly ('first_name' | 'last_name')[];
    }
  | { readonly code: 'PRACTICE_INACTIVE'; readonly sap: string };

export function isNotListed(practice: Pick<PracticeSnapshot, 'sap'>): boolean {
  return practice.sap === NOT_LISTED_SAP;
}

/** Sap 999 needs the doctor's first and last name (spec 001 §4). */
export function missingNotListedNames(practice: PracticeSnapshot): PracticeError | undefined {
  if (!isNotListed(practice)) return undefined;
  const doctor = practice.notListedDoctor;
  const fields = (['first_name', 'last_name'] as const).filter(
    (field) => (doctor?.[field] ?? '').trim() === '',
  );
  return fields.length > 0 ? { code: 'NOT_LISTED_NAME_REQUIRED', fields } : undefined;
}

/** Only an active practice may be chosen; sap 999 is always selectable once named. */
export function checkPracticeSelectable(practice: PracticeSnapshot): PracticeError | undefined {
  const missing = missingNotListedNames(practice);
  if (missing) return missing;
  if (!isNotListed(practice) && practice.status !== 'active') {
    return { code: 'PRACTICE_INACTIVE', sap: practice.sap };
  }
  return undefined;
}

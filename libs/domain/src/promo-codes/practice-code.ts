// A practice's own promo code (issue 17 item 3): the practice's promo-code page e-mails it to
// whoever asks, the same code every time. The code is an ordinary promotion limited to the
// practice by its sap, in one code class for all practices, so admins see and revise it as any
// other. Its stream (`practice-code-<sap>`) records which code the practice was given.
import { type EntryType, PATIENT_TYPES, PRODUCT_CODES } from '../catalog/codes';
import { type Message } from '../core/event';
import { accept, err, type Decision } from '../core/result';
import { asDay, isoTimestamp, type Instant, type IsoDay } from '../time/days';
import { LAST_SUB_PHASE, subPhaseAt } from '../time/sub-phases';
import { type PromotionDefinition } from './promotion-stream';

/** The code class of every practice's code: stacking is set for all of them at once. */
export const PRACTICE_CODE_CLASS = 'practice';

/** `DR` and eight letters or digits without look-alikes (0/O, 1/I): 31^8 ≈ 8.5 × 10^11 codes. */
export const PRACTICE_CODE_PREFIX = 'DR';
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const RANDOM_LENGTH = 8;
const PRACTICE_CODE = /^DR[A-HJ-NP-Z2-9]{8}$/;

/** What every practice's code pays, and for what (a site entry at that practice). */
export const PRACTICE_CODE_TERMS = {
  award: 20,
  eligible_brands: PRODUCT_CODES,
  patient_types: PATIENT_TYPES,
  entry_types: ['site'] as readonly EntryType[],
  both_eyes: false,
} as const;

export const practiceCodeStream = (sap: string) => `practice-code-${sap}`;

export const isPracticeCode = (value: string): boolean => PRACTICE_CODE.test(value);

/** A code generator over a source of random integers in [0, size) (crypto.randomInt in the api). */
export function practiceCodeGenerator(randomIndex: (size: number) => number): () => string {
  const size = ALPHABET.length;
  return () =>
    PRACTICE_CODE_PREFIX +
    Array.from({ length: RANDOM_LENGTH }, () =>
      ALPHABET.charAt(Math.abs(Math.trunc(randomIndex(size))) % size),
    ).join('');
}

/**
 * The promotion a practice's code pays: purchases from the start of the offer in force when the
 * code was issued to the programme's end, at that practice only (its practice list).
 */
export function practiceCodePromotion(
  practice: { sap: string; displayName: string },
  issuedAt: IsoDay | Instant,
): PromotionDefinition {
  const day = asDay(issuedAt);
  const start = subPhaseAt(day)?.start ?? day;
  return {
    promotion_name: `Practice code ${practice.sap}`,
    display_name: practice.displayName,
    jira_issue_id: null,
    start_date: start,
    end_date: LAST_SUB_PHASE.end > start ? LAST_SUB_PHASE.end : start,
    eligible_brands: PRACTICE_CODE_TERMS.eligible_brands,
    patient_types: PRACTICE_CODE_TERMS.patient_types,
    entry_types: PRACTICE_CODE_TERMS.entry_types,
    both_eyes: PRACTICE_CODE_TERMS.both_eyes,
    award: PRACTICE_CODE_TERMS.award,
  };
}

export type PracticeCodeIssued = Message<
  'PracticeCodeIssued',
  { sap: string; code: string; issuedAt: string }
>;
export type PracticeCodeEvent = PracticeCodeIssued;

/** Gives the practice a code (the one it has, if it has one already). */
export type IssuePracticeCode = Message<'IssuePracticeCode', { sap: string; code: string }>;

export type PracticeCodeState =
  | { readonly kind: 'none' }
  | {
      readonly kind: 'issued';
      readonly sap: string;
      readonly code: string;
      readonly issuedAt: string;
    };

export type PracticeCodeError = { readonly code: 'INVALID_PRACTICE_CODE' };

export function decidePracticeCode(
  command: IssuePracticeCode,
  state: PracticeCodeState,
  env: { readonly now: Instant },
): Decision<PracticeCodeEvent, PracticeCodeError> {
  if (state.kind === 'issued') return accept();
  if (!isPracticeCode(command.data.code)) return err({ code: 'INVALID_PRACTICE_CODE' });
  return accept({
    type: 'PracticeCodeIssued',
    data: { sap: command.data.sap, code: command.data.code, issuedAt: isoTimestamp(env.now) },
  });
}

export const practiceCodeDecider = {
  decide: decidePracticeCode,
  evolve: (state: PracticeCodeState, event: PracticeCodeEvent): PracticeCodeState =>
    state.kind === 'none' ? { kind: 'issued', ...event.data } : state,
  initialState: (): PracticeCodeState => ({ kind: 'none' }),
};

// A submission's events and commands as tests need them: one patient buying a year of 1OH at a
// preferred practice in julTRA_2025, with `now` on 1 August 2025.
import { decodeSubmissionEvent } from '../events/domain-event';
import { type PracticeSnapshot } from '../practice/practice';
import { type Supplies } from '../submission/supplies';
import {
  type PromoCodeApplied,
  type PurchaseDateEntered,
  type ReceiptImageAttached,
  type SubmissionConfirmed,
  type SubmissionEvent,
  type SuppliesSubmitted,
} from '../submission/submission';
import { type SubmitSupplies } from '../submission/submission.commands';
import { type SubmissionEnv } from '../submission/decide/shared';
import { decide, submissionDecider } from '../submission/submission.decide';
import { deciderSpecification } from './decider-specification';

export const NOW = Date.UTC(2025, 7, 1, 12);
export const AT = '2025-08-01T12:00:00.000Z';
export const CODE = 'ABCDEFGH234567';
export const env: SubmissionEnv = {
  now: NOW,
  newConfirmationCode: () => CODE,
  submissionWindowDays: 90,
};
export const spec = deciderSpecification(submissionDecider, env);

export const ID = 's-1';
export const PROFILE = 'p-1';
export const PATIENT = 'pt-1';

export const practice: PracticeSnapshot = {
  sap: '100200',
  status: 'active',
  programs: { preferredpractice: { start_date: '2025-01-01', end_date: '2025-12-31' } },
  scgKey: 'SCG-1',
};

export const yearOf1OH: Supplies = {
  brand_l: '1OH',
  brand_r: '1OH',
  lenses_per_box_l: 90,
  lenses_per_box_r: 90,
  boxes_l: 4,
  boxes_r: 4,
  supplyLength: 12,
  submission_method: 'manual',
};

export const entered = (
  purchaseDate = '2025-07-25',
  subPhase = 'julTRA_2025',
): PurchaseDateEntered => ({
  type: 'PurchaseDateEntered',
  data: {
    submissionId: ID,
    profileId: PROFILE,
    patientId: PATIENT,
    purchaseDate,
    subPhase: subPhase as PurchaseDateEntered['data']['subPhase'],
    entryType: 'site',
    enteredAt: AT,
  },
});

export const submitted = (
  overrides: Partial<SuppliesSubmitted['data']> = {},
): SuppliesSubmitted => ({
  type: 'SuppliesSubmitted',
  data: {
    submissionId: ID,
    supplies: yearOf1OH,
    suppliedMonths: 12,
    sap: practice.sap,
    practice,
    patient_type: 'current_wearer',
    sku: null,
    resubmission: false,
    isAdminResubmit: false,
    exception: null,
    adminException: false,
    submittedAt: AT,
    ...overrides,
  },
});

export const receipt: ReceiptImageAttached = {
  type: 'ReceiptImageAttached',
  data: { submissionId: ID, url: 'https://uploads/r.jpg', contentHash: 'sha256:r', attachedAt: AT },
};

export const promoApplied = (
  code = 'SUMMER25',
  codeClass = 'seasonal',
  award = 25,
): PromoCodeApplied => ({
  type: 'PromoCodeApplied',
  data: { submissionId: ID, code, codeClass, award, combineClasses: ['ecp'], appliedAt: AT },
});

export const supplyCommand = (overrides: Partial<SubmitSupplies['data']> = {}): SubmitSupplies => ({
  type: 'SubmitSupplies',
  data: {
    submissionId: ID,
    patientId: PATIENT,
    supplies: yearOf1OH,
    practice,
    patientType: 'current_wearer',
    priorPurchases: [],
    ...overrides,
  },
});

/** The events of an entry confirmed through the decider. */
export function confirmedEntry(extra: readonly SubmissionEvent[] = []): SubmissionEvent[] {
  const before = [entered(), submitted(), receipt, ...extra];
  const state = before.reduce(submissionDecider.evolve, submissionDecider.initialState());
  const result = decide(
    { type: 'ConfirmSubmission', data: { submissionId: ID, priorPurchases: [] } },
    state,
    env,
  );
  if (!result.ok) throw new Error(`fixture failed to confirm: ${result.error.code}`);
  return [...before, ...(result.events as SubmissionConfirmed[])];
}

export const event = <T extends SubmissionEvent['type']>(
  type: T,
  data: Omit<Extract<SubmissionEvent, { type: T }>['data'], 'submissionId'>,
): SubmissionEvent => {
  const decoded = decodeSubmissionEvent({ type, data: { submissionId: ID, ...data } });
  if (!decoded) throw new Error(`fixture ${type} lacks a required field`);
  return decoded;
};

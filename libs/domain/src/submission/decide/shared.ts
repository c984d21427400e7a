// Guards and types every submission command handler shares.
import { type SubmissionCommandType } from '../submission.commands';
import { type SubmissionError } from '../submission.errors';
import {
  type SubmissionEntryState,
  type SubmissionEvent,
  type SubmissionState,
} from '../submission';
import { isEditable } from '../transitions';
import { entryRuleViolations, type EntryRuleError, type Waivers } from '../entry-rules';
import { type Supplies } from '../supplies';
import { type PriorPurchase } from '../../rewards/purchase-history';
import { err, type Decision } from '../../core/result';
import { dayOf, toIsoDay, type Instant } from '../../time/days';
import { type SubmissionMoment } from '../../time/submission-window';

/** What deciding needs besides the command and the state: the time and the generators. */
export interface SubmissionEnv {
  readonly now: Instant;
  /** Returns 14 alphanumerics; see confirmationCodeGenerator. */
  readonly newConfirmationCode: () => string;
  /** Days after the purchase an entry may be submitted (configuration). */
  readonly submissionWindowDays: number;
}

export type SubmissionDecision = Decision<SubmissionEvent, SubmissionError>;

export const isBlank = (value: string | null | undefined): boolean => (value ?? '').trim() === '';

export const illegalStatus = (
  command: SubmissionCommandType,
  entry: SubmissionEntryState,
): SubmissionDecision => err({ code: 'ILLEGAL_STATUS', command, status: entry.status });

/**
 * The moment the submission window is judged at: today, and the day the entry was submitted
 * (its first confirmation; today while it has none), so a resubmission keeps its first day.
 */
export function submissionMoment(
  entry: Pick<SubmissionEntryState, 'firstConfirmedAt'> | null,
  env: SubmissionEnv,
): SubmissionMoment {
  const today = dayOf(env.now);
  const first = entry?.firstConfirmedAt;
  return {
    today,
    submittedOn: first ? (toIsoDay(first) ?? today) : today,
    windowDays: env.submissionWindowDays,
  };
}

/** Runs `then` on an existing entry. */
export function withEntry(
  state: SubmissionState,
  then: (entry: SubmissionEntryState) => SubmissionDecision,
): SubmissionDecision {
  return state.kind === 'none' ? err({ code: 'SUBMISSION_NOT_FOUND' }) : then(state);
}

/** Runs `then` on an entry the patient may still change (in progress or being resubmitted). */
export function whenEditable(
  command: SubmissionCommandType,
  state: SubmissionState,
  then: (entry: SubmissionEntryState) => SubmissionDecision,
): SubmissionDecision {
  return withEntry(state, (entry) =>
    isEditable(entry.status) ? then(entry) : illegalStatus(command, entry),
  );
}

/** Rules waived for this entry by an admin: exceptions waive both, the limit confirm one. */
export function waiversOf(entry: SubmissionEntryState, limitConfirmed: boolean): Waivers {
  const excepted = entry.exceptions.length > 0 || !isBlank(entry.supplies?.exception);
  return {
    purchaseDateMinimum: excepted,
    annualLimit: excepted || limitConfirmed || entry.supplies?.adminException === true,
  };
}

/** The entry rules this entry breaks with `supplies`, given the patient's other purchases. */
export function entryViolations(
  entry: SubmissionEntryState,
  supplies: Supplies,
  priorPurchases: readonly PriorPurchase[],
  limitConfirmed: boolean,
): EntryRuleError[] {
  return entryRuleViolations({
    submissionId: entry.submissionId,
    purchaseDate: entry.purchaseDate,
    subPhase: entry.subPhase,
    supplies,
    priorPurchases,
    waivers: waiversOf(entry, limitConfirmed),
  });
}

// Confirm: the rules once more, the reward, the confirmation code. Idempotent: confirming an
// entry that is already confirmed decides nothing, and the caller returns the stored result.
import { type ConfirmSubmission } from '../submission.commands';
import { type SubmissionState } from '../submission';
import { brandsOf } from '../supplies';
import { isEditable } from '../transitions';
import { isConfirmationCode } from '../confirmation-code';
import { accept, err } from '../../core/result';
import { limitRemaining } from '../../rewards/annual-limit';
import { calculateRewards } from '../../rewards/calculator';
import { isoTimestamp } from '../../time/days';
import { isPreferredActive } from '../../time/programs';
import { subPhaseByName } from '../../time/sub-phases';
import { purchaseDateProblem } from '../../time/submission-window';
import {
  entryViolations,
  illegalStatus,
  submissionMoment,
  withEntry,
  type SubmissionDecision,
  type SubmissionEnv,
} from './shared';
import { expressConfirmError } from './express';

export function confirmSubmission(
  command: ConfirmSubmission,
  state: SubmissionState,
  env: SubmissionEnv,
): SubmissionDecision {
  return withEntry(state, (entry) => {
    // A discarded entry was never confirmed; every other status but the two editable ones is
    // reached only through a confirm.
    if (entry.status === 'discarded') return illegalStatus(command.type, entry);
    if (!isEditable(entry.status)) return accept();
    const express = expressConfirmError(entry);
    if (express) return err(express);
    // Submitted within the window of its purchase (a resubmission counts from its first day).
    const late = purchaseDateProblem(entry.purchaseDate, submissionMoment(entry, env));
    if (late) return err(late);
    const submitted = entry.supplies;
    if (!submitted) return err({ code: 'SUPPLIES_REQUIRED' });
    if (!entry.receiptImage) return err({ code: 'RECEIPT_REQUIRED' });
    const { priorPurchases, adminLimitConfirmed = false } = command.data;
    const [violation] = entryViolations(
      entry,
      submitted.supplies,
      priorPurchases,
      adminLimitConfirmed,
    );
    if (violation) return err(violation);
    // A resubmission keeps the code the patient already has.
    const confirmationCode = entry.confirmation?.confirmationCode ?? env.newConfirmationCode();
    if (!isConfirmationCode(confirmationCode)) return err({ code: 'INVALID_CONFIRMATION_CODE' });
    const supplyMonths = submitted.supplies.supplyLength;
    const preferredActive = isPreferredActive(submitted.practice.programs, entry.purchaseDate);
    const rewards = calculateRewards({
      subPhase: subPhaseByName(entry.subPhase),
      purchaseDate: entry.purchaseDate,
      supplyMonths,
      brands: brandsOf(submitted.supplies),
      preferredActive,
      priorPurchases,
      submissionId: entry.submissionId,
      promoCodes: entry.promoCodes,
    });
    const remaining = limitRemaining(priorPurchases, entry.purchaseDate, entry.submissionId);
    return accept({
      type: 'SubmissionConfirmed',
      data: {
        submissionId: entry.submissionId,
        confirmationCode,
        rewards,
        subPhase: entry.subPhase,
        supplyMonths,
        preferredActive,
        completedAt: isoTimestamp(env.now),
        limitRemaining: Math.max(0, remaining - supplyMonths),
        resubmission: entry.isResubmission,
        adminLimitConfirmed,
        channel: command.data.channel ?? null,
      },
    });
  });
}

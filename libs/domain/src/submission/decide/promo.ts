// Promo codes on an entry being edited.
import { type ApplyPromoCode, type RemovePromoCode } from '../submission.commands';
import {
  type PromoCodeRemoved,
  type PromoRemovalReason,
  type SubmissionEntryState,
  type SubmissionState,
} from '../submission';
import { accept, err } from '../../core/result';
import { checkPromoCode } from '../../promo-codes/eligibility';
import { type AppliedPromoCode } from '../../promo-codes/promotion';
import { sameCode } from '../../promo-codes/stacking';
import { isoTimestamp } from '../../time/days';
import { isBlank, whenEditable, type SubmissionDecision, type SubmissionEnv } from './shared';

export function applyPromoCode(
  command: ApplyPromoCode,
  state: SubmissionState,
  env: SubmissionEnv,
): SubmissionDecision {
  return whenEditable(command.type, state, (entry) => {
    const submitted = entry.supplies;
    if (!submitted) return err({ code: 'SUPPLIES_REQUIRED' });
    const checked = checkPromoCode({
      code: command.data.code,
      definition: command.data.definition,
      applied: entry.promoCodes,
      entry: {
        purchaseDate: entry.purchaseDate,
        brandLeft: submitted.supplies.brand_l,
        brandRight: submitted.supplies.brand_r,
        patientType: submitted.patient_type,
        entryType: entry.entryType,
        sap: submitted.sap,
        scgKey: submitted.practice.scgKey ?? null,
      },
    });
    if (!checked.ok) return checked;
    return accept({
      type: 'PromoCodeApplied',
      data: {
        submissionId: entry.submissionId,
        ...checked.value,
        appliedAt: isoTimestamp(env.now),
      },
    });
  });
}

const removed = (
  entry: SubmissionEntryState,
  promo: AppliedPromoCode,
  reason: PromoRemovalReason,
  env: SubmissionEnv,
): PromoCodeRemoved => ({
  type: 'PromoCodeRemoved',
  data: {
    submissionId: entry.submissionId,
    code: promo.code,
    codeClass: promo.codeClass,
    reason,
    removedAt: isoTimestamp(env.now),
  },
});

/** Removes every applied code, e.g. when what they were checked against has changed. */
export function removeAllPromoCodes(
  entry: SubmissionEntryState,
  reason: PromoRemovalReason,
  env: SubmissionEnv,
): PromoCodeRemoved[] {
  return entry.promoCodes.map((promo) => removed(entry, promo, reason, env));
}

/** Removes a code by its text or, once codes stack, by its class. */
export function removePromoCode(
  command: RemovePromoCode,
  state: SubmissionState,
  env: SubmissionEnv,
): SubmissionDecision {
  return whenEditable(command.type, state, (entry) => {
    const { code, codeClass } = command.data;
    const promo = entry.promoCodes.find((p) =>
      isBlank(code) ? p.codeClass === codeClass : sameCode(p.code, code as string),
    );
    if (!promo) return err({ code: 'PROMO_CODE_NOT_APPLIED' });
    return accept(removed(entry, promo, 'patient', env));
  });
}

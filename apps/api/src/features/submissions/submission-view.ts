import { type ReadDb, type SubmissionEntryRow, ownedSubmission } from '@lens/read-models';
import type { SubmissionView } from '@lens/validation';
import { Failure } from '../../platform/http/failure';

const iso = (value: string | Date | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/**
 * One entry as the patient's views show it (spec 000 §3 purchase submission): status, rewards
 * breakdown, confirmation code, practice, purchase details, images, promo codes, card.
 * `rewardAmount` is base + true-up, `bonusAmount` the preferred bonus + promo rewards.
 */
export function submissionView(row: SubmissionEntryRow): SubmissionView {
  const rewards = row.rewards;
  return {
    id: row.submission_id,
    purchase_submission_id: row.submission_id,
    patient_id: row.patient_id,
    status: row.status,
    entry_type: row.entry_type,
    purchase_date: row.purchase_date,
    sub_phase: row.sub_phase,
    is_resubmission: row.is_resubmission,
    is_admin_resubmit: row.is_admin_resubmit,
    confirmation_code: row.confirmation_code,
    completed_at: iso(row.completed_at),
    rewards,
    rewardAmount: rewards ? rewards.baseReward + rewards.trueUpReward : 0,
    bonusAmount: rewards ? rewards.bonusRewards.preferredPractice + rewards.promocodeReward : 0,
    totalReward: row.total_reward,
    hasPreferredEcp: row.practice?.preferred ?? false,
    eye_care_professional: row.practice && {
      sap: row.practice.sap,
      display_name: row.practice.displayName,
      preferred: row.practice.preferred,
      not_listed_doctor: row.practice.notListedDoctor,
    },
    patient: { id: row.patient_id, patient_type: row.patient_type },
    patient_type: row.patient_type,
    SKU: row.sku,
    purchase_details: {
      supplies: row.supplies,
      supplyLength: row.supply_length,
      brands: row.brands,
    },
    product_image_url: row.product_image_url,
    receipt_image_url: row.receipt_image_url,
    promo_codes: row.promo_codes,
    limitRemaining: row.limit_remaining,
    reasons: { rejection: row.rejection_reasons, mailRequired: row.mail_required_reason },
    card: row.card && {
      state: row.card.state,
      amount: row.card.amount,
      orderedAt: row.card.orderedAt,
      mailedAt: row.card.mailedAt,
      maskedNumber: row.card.maskedNumber,
      expiry: row.card.expiry ?? null,
    },
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** The profile's entry as its views show it; 404 for another profile's or an unknown id. */
export async function ownedSubmissionView(
  db: ReadDb,
  profileId: string,
  submissionId: string,
  field = 'purchase_submission_id',
): Promise<SubmissionView> {
  const row = await ownedSubmission(db, submissionId, profileId);
  if (!row) throw new Failure('NOT_FOUND', field);
  return submissionView(row);
}

import { type SubmissionStatus, type SupplyMonths } from '@lens/domain';
import { type Supplies } from '@lens/validation';

/** The rewards breakdown of an entry (spec 000 §3 Rewards). */
export interface Rewards {
  baseReward: number;
  bonusRewards: { preferredPractice: number } & Readonly<Record<string, number>>;
  trueUpReward: number;
  /** By code class. */
  promocodeRewards: Readonly<Record<string, number>>;
  promocodeReward: number;
  totalReward: number;
}

export interface RewardCard {
  state: 'ordered' | 'mailed';
  amount: number | null;
  orderedAt: string | null;
  mailedAt: string | null;
  maskedNumber: string | null;
}

export interface AppliedPromoCode {
  code: string;
  codeClass: string;
  award: number;
}

/** An entry as the dashboard and the purchase flow read it (`purchaseSubmission`, `submission`). */
export interface SubmissionView {
  id: string;
  purchase_submission_id: string;
  patient_id: string | null;
  status: SubmissionStatus;
  purchase_date: string | null;
  /** The offer in force on the purchase date. */
  sub_phase: string | null;
  is_resubmission: boolean;
  confirmation_code: string | null;
  completed_at: string | null;
  rewards: Rewards | null;
  rewardAmount: number;
  bonusAmount: number;
  totalReward: number;
  hasPreferredEcp: boolean;
  eye_care_professional: {
    sap: string;
    display_name: string | null;
    preferred: boolean;
    not_listed_doctor: { first_name: string; last_name: string } | null;
  } | null;
  patient_type: string | null;
  purchase_details: {
    supplies: Partial<Supplies> | null;
    supplyLength: SupplyMonths | null;
    brands: string[];
  };
  product_image_url: string | null;
  receipt_image_url: string | null;
  promo_codes: AppliedPromoCode[];
  limitRemaining: number | null;
  reasons: { rejection: string[]; mailRequired: string | null };
  card: RewardCard | null;
  created_at: string | null;
  updated_at: string | null;
}

import { Injectable } from '@nestjs/common';
import {
  COUNTED_STATUSES,
  type EarlierEntry,
  type PriorPurchase,
  type ProductCode,
  type SubmissionStatus,
  type SupplyMonths,
} from '@lens/domain';
import { patientLedgerQueries } from '@lens/read-models';
import { ReadModels } from '../submissions/read-models';

interface LedgerEntry {
  submission_id: string;
  purchase_date: string;
  supply_months: SupplyMonths;
  status: SubmissionStatus;
  base_reward: number;
  true_up_reward: number;
  brands: ProductCode[];
}

/**
 * A patient's confirmed entries from the patient supply ledger (read model `patient-ledger`, libs/read-models):
 * the history the rolling-year rules (annual limit, subsequent three-month, true-up) and the
 * patient type are computed from. The domain picks the window and the statuses that count.
 */
@Injectable()
export class SupplyLedger {
  constructor(private readonly readModels: ReadModels) {}

  private entries(profileId: string, patientId: string): Promise<LedgerEntry[]> {
    return this.readModels.rows<LedgerEntry>(patientLedgerQueries.confirmedEntriesOf, [
      profileId,
      patientId,
    ]);
  }

  async priorPurchases(profileId: string, patientId: string): Promise<PriorPurchase[]> {
    return (await this.entries(profileId, patientId)).map((entry) => ({
      submissionId: entry.submission_id,
      purchaseDate: entry.purchase_date,
      supplyMonths: entry.supply_months,
      status: entry.status,
      baseReward: entry.base_reward,
      trueUpReward: entry.true_up_reward,
    }));
  }

  /** The patient's other entries that count (any date), for the patient type. */
  async earlierEntries(
    profileId: string,
    patientId: string,
    submissionId: string,
  ): Promise<EarlierEntry[]> {
    const counted: readonly string[] = COUNTED_STATUSES;
    return (await this.entries(profileId, patientId))
      .filter((entry) => entry.submission_id !== submissionId && counted.includes(entry.status))
      .map((entry) => ({ brands: entry.brands }));
  }
}

import {
  COUNTED_STATUSES,
  type EarlierEntry,
  type PriorPurchase,
  type ProductCode,
  type SubmissionStatus,
  type SupplyMonths,
} from '@lens/domain';
import { PROJECTION_NAMES, liveTable } from '../names';
import { type ReadDb, rowsOf } from '../read-db';

/** The supply ledger's table, as the queries name it (`read_patient_ledger.entries`). */
export const PATIENT_LEDGER_TABLE = liveTable(PROJECTION_NAMES.patientLedger, 'entries');

/** A ledger entry as the rolling-year rules read it. */
interface PurchaseRow {
  submission_id: string;
  purchase_date: string;
  supply_months: SupplyMonths;
  status: SubmissionStatus;
  base_reward: number;
  true_up_reward: number;
  brands: ProductCode[];
}

const purchaseOf = (row: PurchaseRow): PriorPurchase => ({
  submissionId: row.submission_id,
  purchaseDate: row.purchase_date,
  supplyMonths: row.supply_months,
  status: row.status,
  baseReward: row.base_reward,
  trueUpReward: row.true_up_reward,
});

/** The patient's confirmed entries, oldest purchase first. */
const confirmedEntriesOf = (db: ReadDb, profileId: string, patientId: string) =>
  rowsOf<PurchaseRow>(
    db,
    `SELECT submission_id, purchase_date::text AS purchase_date, supply_months, status,
            base_reward, true_up_reward, brands
       FROM ${PATIENT_LEDGER_TABLE}
      WHERE profile_id = $1 AND patient_id = $2
        AND confirmed_at IS NOT NULL AND supply_months IS NOT NULL AND purchase_date IS NOT NULL
      ORDER BY purchase_date, submission_id`,
    [profileId, patientId],
  );

/**
 * A patient's confirmed purchases: the history the rolling-year rules (annual limit, subsequent
 * three-month, true-up) are computed from. The domain picks the window and the statuses that count.
 */
export async function priorPurchasesOf(
  db: ReadDb,
  profileId: string,
  patientId: string,
): Promise<PriorPurchase[]> {
  return (await confirmedEntriesOf(db, profileId, patientId)).map(purchaseOf);
}

/** The patient's other entries that count (any date), for the patient type. */
export async function earlierEntriesOf(
  db: ReadDb,
  profileId: string,
  patientId: string,
  submissionId: string,
): Promise<EarlierEntry[]> {
  return earlierOf(await confirmedEntriesOf(db, profileId, patientId), submissionId);
}

/**
 * `priorPurchasesOf` and `earlierEntriesOf` from one read of the ledger (one statement where
 * both are needed: the supplies step, the estimator).
 */
export async function purchaseHistoryOf(
  db: ReadDb,
  profileId: string,
  patientId: string,
  submissionId: string,
): Promise<{ priorPurchases: PriorPurchase[]; earlier: EarlierEntry[] }> {
  const rows = await confirmedEntriesOf(db, profileId, patientId);
  return { priorPurchases: rows.map(purchaseOf), earlier: earlierOf(rows, submissionId) };
}

function earlierOf(rows: readonly PurchaseRow[], submissionId: string): EarlierEntry[] {
  const counted: readonly string[] = COUNTED_STATUSES;
  return rows
    .filter((entry) => entry.submission_id !== submissionId && counted.includes(entry.status))
    .map((entry) => ({ brands: entry.brands }));
}

/**
 * The patient's other purchases confirmed before this entry (confirmed at `confirmedAt`; ties
 * broken by id): what the approval judges its annual limit by.
 */
export async function purchasesConfirmedBefore(
  db: ReadDb,
  entry: { profileId: string; patientId: string; submissionId: string; confirmedAt: string },
): Promise<PriorPurchase[]> {
  const rows = await rowsOf<PurchaseRow>(
    db,
    `SELECT submission_id, purchase_date::text AS purchase_date, supply_months, status,
            base_reward, true_up_reward
       FROM ${PATIENT_LEDGER_TABLE}
      WHERE profile_id = $1 AND patient_id = $2 AND submission_id <> $3
        AND supply_months IS NOT NULL AND purchase_date IS NOT NULL
        -- Implied by the comparison below, but said: the planner then uses the partial index
        -- of confirmed entries by patient instead of scanning the ledger.
        AND confirmed_at IS NOT NULL
        AND (confirmed_at, submission_id) < ($4::timestamptz, $3)`,
    [entry.profileId, entry.patientId, entry.submissionId, entry.confirmedAt],
  );
  return rows.map(purchaseOf);
}

import { PROJECTION_NAMES, liveTable } from '../names';

/** The supply ledger's table, as the api's queries name it (`read_patient_ledger.entries`). */
export const PATIENT_LEDGER_TABLE = liveTable(PROJECTION_NAMES.patientLedger, 'entries');

/** The rolling-year rules' queries (positional parameters in the order each names). */
export const patientLedgerQueries = {
  /** $1 profile id, $2 patient id: the patient's confirmed entries, oldest purchase first. */
  confirmedEntriesOf: `SELECT submission_id, purchase_date::text AS purchase_date, supply_months, status,
              base_reward, true_up_reward, brands
         FROM ${PATIENT_LEDGER_TABLE}
        WHERE profile_id = $1 AND patient_id = $2
          AND confirmed_at IS NOT NULL AND supply_months IS NOT NULL AND purchase_date IS NOT NULL
        ORDER BY purchase_date, submission_id`,
  /**
   * $1 profile id, $2 patient id, $3 submission id, $4 its confirmation time: the patient's
   * other purchases confirmed before it.
   */
  priorPurchasesBefore: `SELECT submission_id, purchase_date::text AS purchase_date, supply_months, status,
              base_reward, true_up_reward
         FROM ${PATIENT_LEDGER_TABLE}
        WHERE profile_id = $1 AND patient_id = $2 AND submission_id <> $3
          AND supply_months IS NOT NULL AND purchase_date IS NOT NULL
          AND (confirmed_at, submission_id) < ($4::timestamptz, $3)`,
} as const;

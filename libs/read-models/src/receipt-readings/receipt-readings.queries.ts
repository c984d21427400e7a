import { PROJECTION_NAMES, liveTable } from '../names';
import { type ReadDb, firstOf, rowsOf } from '../read-db';
import { type ReceiptReadingRow } from './receipt-reading-row';

/** The readings' table, as the queries name it (`read_receipt_readings.receipt_readings`). */
export const RECEIPT_READINGS_TABLE = liveTable(
  PROJECTION_NAMES.receiptReadings,
  'receipt_readings',
);

const COLUMNS = `submission_id, profile_id, content_hash, status, reading, reason, engine,
  read_at, entered, mismatches`;

/** The reading of one of the profile's entries; null for an unknown entry or another's. */
export const ownedReceiptReading = (db: ReadDb, submissionId: string, profileId: string) =>
  firstOf<ReceiptReadingRow>(
    db,
    `SELECT ${COLUMNS} FROM ${RECEIPT_READINGS_TABLE} WHERE submission_id = $1 AND profile_id = $2`,
    [submissionId, profileId],
  );

/** The reading of an entry, for the back office (any profile's). */
export const receiptReadingOf = (db: ReadDb, submissionId: string) =>
  firstOf<ReceiptReadingRow>(
    db,
    `SELECT ${COLUMNS} FROM ${RECEIPT_READINGS_TABLE} WHERE submission_id = $1`,
    [submissionId],
  );

/** The readings of these entries (the review queue's), for the back office. */
export const receiptReadingsOf = (db: ReadDb, submissionIds: readonly string[]) =>
  rowsOf<ReceiptReadingRow>(
    db,
    `SELECT ${COLUMNS} FROM ${RECEIPT_READINGS_TABLE} WHERE submission_id = ANY($1::text[])`,
    [submissionIds],
  );

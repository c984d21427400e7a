import { decodeSubmissionEvent } from '@lens/domain';
import type { RecordedEvent } from '@lens/event-store';
import { instant, int } from '../row-folds/row-folds';

/** One prepaid card per entry: ordered, then mailed (or returned by the post). */
export interface CardOrderRow {
  submission_id: string;
  order_id: string | null;
  amount: number | null;
  status: 'ordered' | 'mailed' | 'returned';
  masked_number: string | null;
  expiry: string | null;
  ordered_at: string | null;
  mailed_at: string | null;
  fulfillment_type: string | null;
}

/**
 * The entry's card rows after one more event: none before the order, exactly one after. A mail
 * report for an order the row does not know (malformed history) changes nothing.
 */
export function foldCardOrder(
  rows: readonly CardOrderRow[],
  recorded: RecordedEvent,
  submissionId: string,
): CardOrderRow[] {
  const [row] = rows;
  const at = recorded.recordedAt.toISOString();
  const event = decodeSubmissionEvent(recorded);
  switch (event?.type) {
    case 'RewardCardOrdered': {
      const { data } = event;
      return [
        {
          submission_id: submissionId,
          order_id: data.orderId,
          amount: int(data.amount),
          status: 'ordered',
          masked_number: data.maskedNumber,
          expiry: data.expiry,
          ordered_at: instant(data.orderedAt) ?? at,
          mailed_at: null,
          fulfillment_type: data.fulfillmentType,
        },
      ];
    }
    case 'RewardCardMailed':
      return row && row.order_id === event.data.orderId
        ? [{ ...row, status: 'mailed', mailed_at: instant(event.data.mailedAt) ?? at }]
        : [...rows];
    default:
      return [...rows];
  }
}

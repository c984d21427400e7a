import type { RecordedEvent } from '@lens/event-store';
import { dataOf, instant, int, text } from '../row-folds/row-folds';

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
  event: RecordedEvent,
  submissionId: string,
): CardOrderRow[] {
  const data = dataOf(event);
  const [row] = rows;
  switch (event.type) {
    case 'RewardCardOrdered':
      return [
        {
          submission_id: submissionId,
          order_id: text(data.orderId),
          amount: int(data.amount),
          status: 'ordered',
          masked_number: text(data.maskedNumber),
          expiry: text(data.expiry),
          ordered_at: instant(data.orderedAt) ?? event.recordedAt.toISOString(),
          mailed_at: null,
          fulfillment_type: text(data.fulfillmentType) ?? 'physical_card',
        },
      ];
    case 'RewardCardMailed':
      return row && row.order_id === text(data.orderId)
        ? [
            {
              ...row,
              status: 'mailed',
              mailed_at: instant(data.mailedAt) ?? event.recordedAt.toISOString(),
            },
          ]
        : [...rows];
    default:
      return [...rows];
  }
}

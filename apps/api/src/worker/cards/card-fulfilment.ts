import type { FulfillmentType } from '@lens/domain';

/** Where a physical card goes: the patient's (or the express claimant's) postal address. */
export interface CardRecipient {
  name: string;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  postal_code: string;
  country: string;
}

export interface CardOrderRequest {
  /** Ours, derived from the entry: ordering the same id again must not order a second card. */
  orderId: string;
  submissionId: string;
  /** Whole dollars loaded on the card. */
  amount: number;
  recipient: CardRecipient | null;
}

export interface PlacedCardOrder {
  orderId: string;
  fulfillmentType: FulfillmentType;
  /** `**** **** **** 1234`: providers never hand us more than the last four digits. */
  maskedNumber: string;
  /** `MM/YY`, as printed on the card. */
  expiry: string;
}

export type CardOrderStatus =
  | { status: 'ordered'; /** When to ask again (ms). */ checkAgainInMs: number }
  | { status: 'mailed' | 'returned'; mailedAt: string; trackingId: string | null };

/**
 * The prepaid-card fulfilment provider (DESIGN §5 card mailing). The default is a simulated
 * provider that records orders in PostgreSQL; a real provider's adapter implements the same two
 * calls. `placeOrder` must be idempotent by order id: the card job may run again after a crash
 * between ordering and recording the order.
 */
export abstract class CardFulfilment {
  abstract placeOrder(request: CardOrderRequest): Promise<PlacedCardOrder>;
  /** The order's state at the provider; null for an order it does not know. */
  abstract status(orderId: string): Promise<CardOrderStatus | null>;
}

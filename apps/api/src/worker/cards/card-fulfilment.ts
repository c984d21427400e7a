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
  /**
   * `**** **** **** 1234`: providers never hand us more than the last four digits; null while
   * the provider has not issued the card yet (it is printed later).
   */
  maskedNumber: string | null;
  /** `MM/YY`, as printed on the card; null when the provider does not say. */
  expiry: string | null;
}

export type CardOrderStatus =
  | { status: 'ordered'; /** When to ask again (ms). */ checkAgainInMs: number }
  | { status: 'mailed' | 'returned'; mailedAt: string; trackingId: string | null }
  /** The provider gave up on the order (refused, cancelled): no card is coming. */
  | { status: 'failed'; reason: string };

/**
 * The provider could not take or answer a call (unreachable, timed out, refused our
 * credentials, out of funds). The card job fails and BullMQ tries it again with back-off; after
 * the last try it stays in the back office's failed jobs, with this message, until retried.
 */
export class CardProviderError extends Error {
  override readonly name = 'CardProviderError';
}

/** How every failure of the card provider's reads: the entry sweep leaves those to a person. */
export const PROVIDER_FAILURE_PREFIX = 'the card provider ';

/**
 * Whether a failed card job failed because of the provider (a refusal, an error, an order it gave
 * up on): a person must look (the back office's failed jobs), the entry sweep does not retry it.
 */
export const isProviderFailure = (reason: string | undefined): boolean =>
  reason?.startsWith(PROVIDER_FAILURE_PREFIX) ?? false;

/**
 * The prepaid-card fulfilment provider (DESIGN §5 card mailing). The default is a simulated
 * provider that records orders in PostgreSQL; `TangoCardProvider` orders through Tango Card's
 * RaaS API (`CARD_PROVIDER=tango`). Both implement the same two calls. `placeOrder` must be idempotent by order id: the card job may run again after a crash
 * between ordering and recording the order.
 */
export abstract class CardFulfilment {
  abstract placeOrder(request: CardOrderRequest): Promise<PlacedCardOrder>;
  /** The order's state at the provider; null for an order it does not know. */
  abstract status(orderId: string): Promise<CardOrderStatus | null>;
}

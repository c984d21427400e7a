import type { CardProviderSettings } from '../../platform/config/config';
import {
  CardFulfilment,
  type CardOrderRequest,
  type CardOrderStatus,
  CardProviderError,
  type PlacedCardOrder,
} from './card-fulfilment';

type TangoSettings = Extract<CardProviderSettings, { kind: 'tango' }>;

/** An order as Tango's RaaS API answers it (the fields we read). */
export interface TangoOrder {
  referenceOrderID: string;
  externalRefID?: string | null;
  status: 'PENDING' | 'COMPLETE' | 'FAILED' | 'CANCELLED';
  createdAt?: string;
  /** The issued card's credentials, once issued (a full number we never keep). */
  reward?: { credentials?: Record<string, string> | null } | null;
  /** A mailed card's journey: printed and waiting, shipped (with tracking) or returned. */
  delivery?: {
    status: 'PENDING' | 'SHIPPED' | 'RETURNED';
    shippedAt?: string | null;
    trackingNumber?: string | null;
  } | null;
  /** Why a FAILED or CANCELLED order was given up. */
  failureReason?: string | null;
}

const GONE: ReadonlySet<TangoOrder['status']> = new Set(['FAILED', 'CANCELLED']);

/** `**** **** **** 1234` from whatever number the provider shows; null without four digits. */
export function maskCardNumber(raw: string | undefined): string | null {
  const digits = (raw ?? '').replace(/\D/g, '');
  return digits.length >= 4 ? `**** **** **** ${digits.slice(-4)}` : null;
}

/** `MM/YY` from `MM/YY`, `MM/YYYY` or an ISO date; null otherwise. */
export function cardExpiryOf(raw: string | undefined): string | null {
  if (!raw) return null;
  const short = /^(0[1-9]|1[0-2])\/(?:20)?(\d{2})$/.exec(raw.trim());
  if (short) return `${short[1]}/${short[2]}`;
  const iso = /^(\d{2})(\d{2})-(0[1-9]|1[0-2])/.exec(raw.trim());
  return iso ? `${iso[3]}/${iso[2]}` : null;
}

/**
 * Prepaid reward cards through Tango Card's RaaS API (`CARD_PROVIDER=tango`): `POST /orders`
 * places an order for the configured catalogue item (`utid`), paid from the configured account,
 * mailed to the patient; `GET /orders?externalRefID=` finds it again. Our order id is the
 * `externalRefID`, so a job run again finds the order it placed instead of placing a second one;
 * an order the provider failed or cancelled does not count, and the next try orders anew.
 * The card counts as mailed only when the provider says it shipped.
 */
export class TangoCardProvider extends CardFulfilment {
  constructor(private readonly settings: TangoSettings) {
    super();
  }

  async placeOrder(request: CardOrderRequest): Promise<PlacedCardOrder> {
    const existing = await this.live(request.orderId);
    if (existing) return this.placed(request.orderId, existing);
    const { recipient } = request;
    if (!recipient)
      throw new CardProviderError(
        `the card provider cannot mail card order ${request.orderId}: the entry has no postal address`,
      );
    const [firstName = recipient.name, ...rest] = recipient.name.trim().split(/\s+/);
    const response = await this.call('POST', '/orders', {
      accountIdentifier: this.settings.accountId,
      customerIdentifier: this.settings.customerId,
      utid: this.settings.utid,
      amount: request.amount,
      externalRefID: request.orderId,
      sendEmail: false,
      notes: `entry ${request.submissionId}`,
      recipient: {
        firstName,
        lastName: rest.join(' ') || firstName,
        address: {
          line1: recipient.address1,
          line2: recipient.address2 ?? undefined,
          city: recipient.city,
          state: recipient.state,
          postalCode: recipient.postal_code,
          country: recipient.country,
        },
      },
    });
    // Another try of this job ordered it in the meantime: that order is the one.
    if (response.status === 409) {
      const raced = await this.live(request.orderId);
      if (raced) return this.placed(request.orderId, raced);
    }
    const order = (await this.body(response, `order ${request.orderId}`)) as TangoOrder;
    if (GONE.has(order.status))
      throw new CardProviderError(
        `the card provider refused card order ${request.orderId}: ${order.failureReason ?? order.status}`,
      );
    return this.placed(request.orderId, order);
  }

  async status(orderId: string): Promise<CardOrderStatus | null> {
    const orders = await this.ordersOf(orderId);
    const order = orders.find((o) => !GONE.has(o.status));
    if (!order) {
      const failed = orders[0];
      return failed ? { status: 'failed', reason: failed.failureReason ?? failed.status } : null;
    }
    const { delivery } = order;
    if (order.status === 'COMPLETE' && delivery && delivery.status !== 'PENDING')
      return {
        status: delivery.status === 'SHIPPED' ? 'mailed' : 'returned',
        mailedAt: delivery.shippedAt ?? new Date().toISOString(),
        trackingId: delivery.trackingNumber ?? null,
      };
    return { status: 'ordered', checkAgainInMs: this.settings.pollMs };
  }

  private placed(orderId: string, order: TangoOrder): PlacedCardOrder {
    const credentials = order.reward?.credentials ?? {};
    const find = (pattern: RegExp) =>
      Object.entries(credentials).find(([label]) => pattern.test(label))?.[1];
    return {
      orderId,
      fulfillmentType: 'physical_card',
      maskedNumber: maskCardNumber(find(/card ?number/i)),
      expiry: cardExpiryOf(find(/expir/i)),
    };
  }

  /** The order of ours that still stands (neither failed nor cancelled), if any. */
  private async live(orderId: string): Promise<TangoOrder | undefined> {
    return (await this.ordersOf(orderId)).find((o) => !GONE.has(o.status));
  }

  /** Every order placed under our order id, newest first. */
  private async ordersOf(orderId: string): Promise<TangoOrder[]> {
    const response = await this.call(
      'GET',
      `/orders?externalRefID=${encodeURIComponent(orderId)}&elements=10`,
    );
    const { orders = [] } = (await this.body(response, `the orders of ${orderId}`)) as {
      orders?: TangoOrder[];
    };
    return [...orders].sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
  }

  private async call(method: 'GET' | 'POST', path: string, body?: object): Promise<Response> {
    const { apiUrl, platformName, platformKey, timeoutMs } = this.settings;
    try {
      return await fetch(`${apiUrl}${path}`, {
        method,
        headers: {
          Authorization: `Basic ${Buffer.from(`${platformName}:${platformKey}`).toString('base64')}`,
          Accept: 'application/json',
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason =
        // A DOMException, not always an Error of this realm.
        (error as { name?: unknown } | null)?.name === 'TimeoutError'
          ? `no answer within ${timeoutMs} ms`
          : String(error instanceof Error ? (error.cause ?? error.message) : error);
      throw new CardProviderError(
        `the card provider could not be reached (${method} ${path.split('?')[0]}): ${reason}`,
      );
    }
  }

  /** The JSON of a 2xx answer; anything else is the provider's error, by status and message. */
  private async body(response: Response, what: string): Promise<unknown> {
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (a proxy's error page): reported by status below.
    }
    if (response.ok && json !== null) return json;
    const message =
      (json as { message?: string } | null)?.message ?? (text.slice(0, 200) || 'no message');
    throw new CardProviderError(
      `the card provider answered ${response.status} for ${what}: ${message}`,
    );
  }
}

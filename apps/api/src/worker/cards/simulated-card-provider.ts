import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { FulfillmentType } from '@lens/domain';
import type { Pool } from 'pg';
import { CLOCK, type Clock } from '../../platform/clock/clock';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { PG_POOL } from '../../platform/infrastructure/tokens';
import {
  CardFulfilment,
  type CardOrderRequest,
  type CardOrderStatus,
  type PlacedCardOrder,
} from './card-fulfilment';

/** Prepaid reward cards are valid for a year from the order. */
const VALID_MONTHS = 12;

interface OrderRow {
  order_id: string;
  fulfillment_type: FulfillmentType;
  masked_number: string;
  expiry: string;
  status: 'ordered' | 'mailed' | 'returned';
  tracking_id: string | null;
  mail_after: Date;
  mailed_at: Date | null;
}

/** `**** **** **** 1234`, the last four digits drawn from the order id (stable across retries). */
export function maskedNumberOf(orderId: string): string {
  const last4 = createHash('sha256').update(orderId).digest().readUInt16BE(0) % 10_000;
  return `**** **** **** ${String(last4).padStart(4, '0')}`;
}

/** `MM/YY` of the month `months` after `at` (UTC). */
export function expiryAfter(at: Date, months: number): string {
  const end = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + months, 1));
  const mm = String(end.getUTCMonth() + 1).padStart(2, '0');
  return `${mm}/${String(end.getUTCFullYear() % 100).padStart(2, '0')}`;
}

/**
 * The default fulfilment provider: records each order in `card_fulfilment_orders`, issues a
 * masked number and an expiry, and reports the card mailed `config.cardMailDelayMs` after the
 * order, as a print-and-mail house would some days later.
 */
@Injectable()
export class SimulatedCardProvider extends CardFulfilment {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  async placeOrder(request: CardOrderRequest): Promise<PlacedCardOrder> {
    const now = this.clock.now();
    await this.pool.query(
      `INSERT INTO card_fulfilment_orders
         (order_id, submission_id, amount, fulfillment_type, masked_number, expiry, recipient,
          ordered_at, mail_after)
       VALUES ($1, $2, $3, 'physical_card', $4, $5, $6, $7, $8)
       ON CONFLICT (order_id) DO NOTHING`,
      [
        request.orderId,
        request.submissionId,
        request.amount,
        maskedNumberOf(request.orderId),
        expiryAfter(now, VALID_MONTHS),
        request.recipient && JSON.stringify(request.recipient),
        now,
        new Date(now.getTime() + this.config.cardMailDelayMs),
      ],
    );
    const order = await this.find(request.orderId);
    if (!order) throw new Error(`card order ${request.orderId} was not recorded`);
    return {
      orderId: order.order_id,
      fulfillmentType: order.fulfillment_type,
      maskedNumber: order.masked_number,
      expiry: order.expiry,
    };
  }

  async status(orderId: string): Promise<CardOrderStatus | null> {
    const now = this.clock.now();
    const { rows } = await this.pool.query<OrderRow>(
      `UPDATE card_fulfilment_orders
          SET status = 'mailed', mailed_at = mail_after, tracking_id = 'SIM-' || upper(left(md5(order_id), 12))
        WHERE order_id = $1 AND status = 'ordered' AND mail_after <= $2
        RETURNING *`,
      [orderId, now],
    );
    const order = rows[0] ?? (await this.find(orderId));
    if (!order) return null;
    if (order.status === 'ordered')
      return {
        status: 'ordered',
        checkAgainInMs: Math.max(100, order.mail_after.getTime() - now.getTime()),
      };
    return {
      status: order.status,
      mailedAt: (order.mailed_at ?? order.mail_after).toISOString(),
      trackingId: order.tracking_id,
    };
  }

  private async find(orderId: string): Promise<OrderRow | undefined> {
    const { rows } = await this.pool.query<OrderRow>(
      'SELECT * FROM card_fulfilment_orders WHERE order_id = $1',
      [orderId],
    );
    return rows[0];
  }
}

import type { RecordedEvent } from '@lens/event-store';
import { foldCardOrder } from '../card-orders/card-order-row';
import { foldInvoices } from './invoice-rows';

const at = new Date('2025-08-15T23:30:00.000Z');
const event = (type: string, data: unknown): RecordedEvent => ({
  id: `id-${type}`,
  streamId: 'submission-s1',
  revision: 7,
  position: '1:1',
  type,
  data,
  metadata: { schemaVersion: 1 },
  recordedAt: at,
});

const mailed = (orderId: string, mailedAt: string) =>
  event('RewardCardMailed', { submissionId: 's1', orderId, trackingId: null, mailedAt });

const ordered = event('RewardCardOrdered', {
  submissionId: 's1',
  orderId: 'card-s1',
  amount: 290,
  rewards: {
    baseReward: 200,
    bonusRewards: { preferredPractice: 50 },
    trueUpReward: 0,
    promocodeRewards: { seasonal: 25, ecp: 15 },
    promocodeReward: 40,
    totalReward: 290,
  },
  confirmationCode: 'ABCD-EFGHJ-KLMN',
  fulfillmentType: 'virtual',
  maskedNumber: '**** **** **** 1234',
  expiry: '08/26',
  orderedAt: '2025-08-15T23:30:00.000Z',
});

describe('invoice lines of an entry', () => {
  it('are one per reward part, dated the day of the card order (UTC)', () => {
    expect(foldInvoices([], ordered, 's1')).toEqual(
      [
        ['base', 200],
        ['preferred_bonus', 50],
        ['promo:seasonal', 25],
        ['promo:ecp', 15],
      ].map(([type, value]) => ({
        invoice_id: `s1:${type}`,
        entry_id: 's1',
        submission_id: 's1',
        invoice_date: '2025-08-15',
        value,
        invoice_type: type,
        fulfillment_type: 'virtual',
        jira_id: null,
        confirmation_code: 'ABCD-EFGHJ-KLMN',
        created_at: at.toISOString(),
      })),
    );
  });

  it('are not touched by other events, and read malformed data as no lines', () => {
    const lines = foldInvoices([], ordered, 's1');
    expect(foldInvoices(lines, mailed('card-s1', '2025-08-16T10:00:00.000Z'), 's1')).toEqual(lines);
    expect(foldInvoices([], event('RewardCardOrdered', { rewards: 'x' }), 's1')).toEqual([]);
    expect(foldInvoices([], event('RewardCardOrdered', null), 's1')).toEqual([]);
  });
});

describe('card order row of an entry', () => {
  it('is created by the order and marked mailed by the mailing of that order', () => {
    const [row] = foldCardOrder([], ordered, 's1');
    expect(row).toEqual({
      submission_id: 's1',
      order_id: 'card-s1',
      amount: 290,
      status: 'ordered',
      masked_number: '**** **** **** 1234',
      expiry: '08/26',
      ordered_at: '2025-08-15T23:30:00.000Z',
      mailed_at: null,
      fulfillment_type: 'virtual',
    });
    const after = foldCardOrder([row!], mailed('card-s1', '2025-08-16T10:00:00.000Z'), 's1');
    expect(after).toEqual([{ ...row, status: 'mailed', mailed_at: '2025-08-16T10:00:00.000Z' }]);
  });

  it('ignores a mailing of another order, and everything before an order', () => {
    const [row] = foldCardOrder([], ordered, 's1');
    expect(foldCardOrder([row!], mailed('other', at.toISOString()), 's1')).toEqual([row]);
    expect(foldCardOrder([], mailed('card-s1', at.toISOString()), 's1')).toEqual([]);
    expect(
      foldCardOrder(
        [],
        event('SubmissionApproved', {
          submissionId: 's1',
          approvedBy: 'system',
          exceptionId: null,
          approvedAt: at.toISOString(),
        }),
        's1',
      ),
    ).toEqual([]);
  });

  it('falls back to the event’s time when the order’s is not a timestamp', () => {
    const data = ordered.data as Record<string, unknown>;
    const [row] = foldCardOrder([], event('RewardCardOrdered', { ...data, orderedAt: 'x' }), 's1');
    expect(row).toMatchObject({ ordered_at: at.toISOString(), fulfillment_type: 'virtual' });
  });

  it('makes no row of an order that lacks a field the domain requires', () => {
    const { fulfillmentType: _dropped, ...lacking } = ordered.data as Record<string, unknown>;
    expect(foldCardOrder([], event('RewardCardOrdered', lacking), 's1')).toEqual([]);
    expect(
      foldCardOrder([], event('RewardCardOrdered', { orderId: 'o', amount: 10 }), 's1'),
    ).toEqual([]);
  });
});

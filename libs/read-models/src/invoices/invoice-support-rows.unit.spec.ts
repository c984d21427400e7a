import type { RecordedEvent } from '@lens/event-store';
import { invoiceSupportKey, invoiceSupportRow } from './invoice-support-rows';

const recorded = (streamId: string, data: unknown, type = 'InvoiceSupportRecorded') =>
  ({
    id: 'e-1',
    streamId,
    revision: 0,
    position: '1:1',
    type,
    data,
    metadata: {},
    recordedAt: new Date('2025-08-15T10:00:00.000Z'),
  }) as RecordedEvent;

describe('invoiceSupport rows', () => {
  it('are keyed by the stream: fulfilment type (hyphens and all) and invoice day', () => {
    expect(invoiceSupportKey('invoice-support-physical_card-2025-08-14')).toEqual({
      fulfillment_type: 'physical_card',
      invoice_date: '2025-08-14',
    });
    expect(invoiceSupportKey('invoice-support-e-gift-2025-08-14')).toEqual({
      fulfillment_type: 'e-gift',
      invoice_date: '2025-08-14',
    });
  });

  it.each([
    'submission-1',
    'invoice-support-2025-08-14',
    'invoice-support-virtual-2025-02-30',
    'invoice-support-virtual_2025-08-14',
  ])('name no row for %s', (streamId) => {
    expect(invoiceSupportKey(streamId)).toBeNull();
  });

  it('carry the Jira id and when it was recorded', () => {
    const data = { jiraId: 'FIN-204', recordedAt: '2025-08-15T09:00:00.000Z' };
    expect(invoiceSupportRow(recorded('invoice-support-virtual-2025-08-14', data))).toEqual({
      fulfillment_type: 'virtual',
      invoice_date: '2025-08-14',
      jira_id: 'FIN-204',
      recorded_at: '2025-08-15T09:00:00.000Z',
    });
  });

  it('skip malformed events and events of other types, never throwing', () => {
    const stream = 'invoice-support-virtual-2025-08-14';
    expect(invoiceSupportRow(recorded(stream, { jiraId: 42 }))).toBeNull();
    expect(invoiceSupportRow(recorded(stream, null))).toBeNull();
    expect(invoiceSupportRow(recorded(stream, { jiraId: 'FIN-1' }, 'Other'))).toBeNull();
    expect(invoiceSupportRow(recorded(stream, { jiraId: 'FIN-1', recordedAt: 'x' }))).toMatchObject(
      {
        recorded_at: '2025-08-15T10:00:00.000Z',
      },
    );
  });
});

import type { INestApplicationContext } from '@nestjs/common';
import { JobQueue } from '../../platform/jobs/job-queue';
import { insertPractice, purchaseReadModelsReady } from '../../testing/purchase-kit';
import { type TestApp, startTestApp } from '../../testing/test-app';
import {
  eventsOf,
  startTestWorker,
  untilEvent,
  waitUntil,
  confirmedEntryMailedTo,
} from '../../testing/worker-kit';
import { CardFulfilment } from './card-fulfilment';

const ADDRESS = {
  address1: '12 Elm St',
  address2: null,
  city: 'Springfield',
  state: 'IL',
  postal_code: '62701',
  country: 'US',
};

describe('card mailing through the simulated provider (real PostgreSQL, Redis)', () => {
  let t: TestApp;
  let worker: INestApplicationContext;

  beforeAll(async () => {
    t = await startTestApp({
      // No receipt reading: the approval would wait for the OCR, slow on a loaded machine.
      env: {
        APP_NOW: '2025-08-15T12:00:00Z',
        CARD_MAIL_DELAY_MS: '1500',
        RECEIPT_READING: 'false',
      },
    });
    worker = await startTestWorker(t);
    await purchaseReadModelsReady(t);
    await insertPractice(t, { sap: '100200' });
  });
  afterAll(async () => {
    await worker.close();
    await t.close();
  });

  it('places an order once per order id, whoever asks again, and records every order', async () => {
    const provider = worker.get(CardFulfilment);
    const request = { orderId: 'card-x1', submissionId: 'x1', amount: 100, recipient: null };
    const first = await provider.placeOrder(request);
    expect(first).toEqual({
      orderId: 'card-x1',
      fulfillmentType: 'physical_card',
      maskedNumber: expect.stringMatching(/^\*{4} \*{4} \*{4} \d{4}$/),
      expiry: '08/26',
    });
    expect(await provider.placeOrder({ ...request, amount: 999 })).toEqual(first);
    expect(await provider.status('card-x1')).toEqual({
      status: 'ordered',
      checkAgainInMs: expect.any(Number),
    });
    expect(await provider.status('card-unknown')).toBeNull();
    // Like a real provider it takes an order with another id for the same entry: a second order
    // is a second row, countable (the fleet test counts them), not a refusal that hides it.
    await provider.placeOrder({ ...request, orderId: 'card-x1-again' });
    const { rows } = await t.db.pool.query<{ n: string }>(
      'SELECT count(*) AS n FROM card_fulfilment_orders WHERE submission_id = $1',
      ['x1'],
    );
    expect(Number(rows[0]!.n)).toBe(2);
  });

  it('asks again later when the provider has not mailed the card yet, and records it once', async () => {
    const id = await confirmedEntryMailedTo(t, ADDRESS);
    const events = await untilEvent(t, id, 'RewardCardOrdered');
    const ordered = events.find((e) => e.type === 'RewardCardOrdered')!;
    // A mailing check that comes too early (another job id, no delay): it waits for the provider.
    const queue = t.app.get(JobQueue);
    await queue.enqueueAll([
      {
        queue: 'card-mailing',
        name: 'mail-card',
        jobId: 'mail-card.too-early',
        data: {
          eventId: ordered.id,
          submissionId: id,
          revision: ordered.revision,
          position: ordered.position,
        },
      },
    ]);
    const early = () => queue.queueOf('card-mailing').getJob('mail-card.too-early');
    await waitUntil(async () => (await (await early())?.getState()) === 'delayed', 'the delay');
    await untilEvent(t, id, 'RewardCardMailed');
    await waitUntil(
      async () => (await (await early())?.getState()) === 'completed',
      'the re-check',
    );
    const types = (await eventsOf(t, id)).map((e) => e.type);
    expect(types.filter((type) => type === 'RewardCardMailed')).toHaveLength(1);
    const { rows } = await t.db.pool.query(
      'SELECT status, tracking_id, recipient FROM card_fulfilment_orders WHERE submission_id = $1',
      [id],
    );
    expect(rows).toEqual([
      {
        status: 'mailed',
        tracking_id: expect.stringMatching(/^SIM-[0-9A-F]{12}$/),
        recipient: { name: 'Pat Lens', ...ADDRESS },
      },
    ]);
  });
});

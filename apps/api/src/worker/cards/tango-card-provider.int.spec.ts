import type { INestApplicationContext } from '@nestjs/common';
import { DEFAULT_JOB_OPTIONS } from '../../platform/jobs/job-definitions';
import { JobQueue } from '../../platform/jobs/job-queue';
import { adminToken, insertPractice, purchaseReadModelsReady } from '../../testing/purchase-kit';
import {
  type TangoStandIn,
  startTangoStandIn,
  tangoTestPlatform,
} from '../../testing/tango-stand-in';
import { type TestApp, startTestApp } from '../../testing/test-app';
import {
  eventsOf,
  mailsOf,
  startTestWorker,
  untilEvent,
  waitUntil,
  confirmedEntryMailedTo,
} from '../../testing/worker-kit';
import type { CardProviderSettings } from '../../platform/config/config';
import { CardFulfilment, CardProviderError } from './card-fulfilment';
import { EntrySweep } from '../process-manager/entry-sweep';
import { orderIdOf } from './card.processor';
import { TangoCardProvider, cardExpiryOf, maskCardNumber } from './tango-card-provider';

const ADDRESS = {
  address1: '12 Elm St',
  address2: 'Apt 3B',
  city: 'Springfield',
  state: 'IL',
  postal_code: '62701',
  country: 'US',
};
const RECIPIENT = { name: 'Pat Lens', ...ADDRESS };

describe('card mailing through Tango Card (a local stand-in of its RaaS API; real PostgreSQL, Redis)', () => {
  const platform = tangoTestPlatform();
  let tango: TangoStandIn;
  let t: TestApp;
  let worker: INestApplicationContext;
  let settings: Extract<CardProviderSettings, { kind: 'tango' }>;

  beforeAll(async () => {
    tango = await startTangoStandIn({
      user: platform.TANGO_PLATFORM_NAME,
      password: platform.TANGO_PLATFORM_KEY,
    });
    t = await startTestApp({
      env: {
        APP_NOW: '2025-08-15T12:00:00Z',
        CARD_PROVIDER: 'tango',
        TANGO_API_URL: tango.url,
        ...platform,
        CARD_STATUS_POLL_MS: '300',
        // No receipt reading: the approval would wait for the OCR, slow on a loaded machine.
        RECEIPT_READING: 'false',
        // The entry sweep runs every second: it must leave the provider's failures alone.
        ENTRY_SWEEP_INTERVAL_MS: '1000',
        CARD_PROVIDER_TIMEOUT_MS: '1500',
      },
    });
    if (t.config.cards.kind !== 'tango') throw new Error('the test app is not on Tango');
    settings = t.config.cards;
    worker = await startTestWorker(t);
    await purchaseReadModelsReady(t);
    await insertPractice(t, { sap: '100200' });
  });
  afterAll(async () => {
    await worker.close();
    await t.close();
    await tango.close();
  });

  describe('the adapter', () => {
    it('is the worker’s provider with CARD_PROVIDER=tango', () => {
      expect(worker.get(CardFulfilment)).toBeInstanceOf(TangoCardProvider);
    });

    it('places one order per order id, for the configured item and account, mailed to the patient', async () => {
      const provider = new TangoCardProvider(settings);
      const request = { orderId: 'card-t1', submissionId: 't1', amount: 100, recipient: RECIPIENT };
      const first = await provider.placeOrder(request);
      expect(first).toEqual({
        orderId: 'card-t1',
        fulfillmentType: 'physical_card',
        maskedNumber: null,
        expiry: null,
      });
      expect(await provider.placeOrder(request)).toEqual(first);
      const placed = tango.orders.filter((o) => o.externalRefID === 'card-t1');
      expect(placed).toHaveLength(1);
      expect(placed[0]).toMatchObject({
        amount: 100,
        utid: platform.TANGO_UTID,
        accountIdentifier: platform.TANGO_ACCOUNT_ID,
        customerIdentifier: platform.TANGO_CUSTOMER_ID,
        recipient: {
          firstName: 'Pat',
          lastName: 'Lens',
          address: {
            line1: '12 Elm St',
            line2: 'Apt 3B',
            city: 'Springfield',
            state: 'IL',
            postalCode: '62701',
            country: 'US',
          },
        },
      });
    });

    it('reports the card mailed only once the provider shipped it, with its tracking number', async () => {
      const provider = new TangoCardProvider(settings);
      await provider.placeOrder({
        orderId: 'card-t2',
        submissionId: 't2',
        amount: 50,
        recipient: RECIPIENT,
      });
      expect(await provider.status('card-t2')).toEqual({ status: 'ordered', checkAgainInMs: 300 });
      tango.issue('card-t2');
      expect(await provider.status('card-t2')).toEqual({ status: 'ordered', checkAgainInMs: 300 });
      // Issued: the card's number is known now, and we keep only its last four digits.
      expect(
        await provider.placeOrder({
          orderId: 'card-t2',
          submissionId: 't2',
          amount: 50,
          recipient: RECIPIENT,
        }),
      ).toMatchObject({ maskedNumber: '**** **** **** 4321', expiry: '09/26' });
      tango.ship('card-t2', '1Z999AA10123456784');
      expect(await provider.status('card-t2')).toEqual({
        status: 'mailed',
        mailedAt: expect.any(String),
        trackingId: '1Z999AA10123456784',
      });
      expect(await provider.status('card-unknown')).toBeNull();
    });

    it('throws the provider’s reason for a refusal, an error, a timeout or wrong credentials', async () => {
      const provider = new TangoCardProvider(settings);
      const order = (orderId: string) =>
        provider.placeOrder({ orderId, submissionId: orderId, amount: 25, recipient: RECIPIENT });
      tango.nextOrders('insufficient-funds');
      await expect(order('card-t3')).rejects.toThrow(
        new CardProviderError(
          'the card provider answered 400 for order card-t3: Insufficient funds in account',
        ),
      );
      tango.nextOrders('server-error');
      await expect(order('card-t3')).rejects.toThrow(/answered 500 for order card-t3/);
      tango.nextOrders('hang');
      await expect(order('card-t3')).rejects.toThrow(
        /could not be reached .*no answer within 1500 ms/,
      );
      const wrongKey = new TangoCardProvider({ ...settings, platformKey: 'not-the-key' });
      await expect(wrongKey.status('card-t1')).rejects.toThrow(/answered 401 .*Unauthorized/);
      const nowhere = new TangoCardProvider({ ...settings, apiUrl: 'http://127.0.0.1:9' });
      await expect(nowhere.status('card-t1')).rejects.toThrow(CardProviderError);
      await expect(
        provider.placeOrder({
          orderId: 'card-t4',
          submissionId: 't4',
          amount: 25,
          recipient: null,
        }),
      ).rejects.toThrow(
        /^the card provider cannot mail card order card-t4: the entry has no postal address$/,
      );
      // None of these left an order behind; the next try orders.
      expect(tango.orders.filter((o) => o.externalRefID === 'card-t3')).toEqual([]);
      await expect(order('card-t3')).resolves.toMatchObject({ orderId: 'card-t3' });
    });

    it('orders anew after an order the provider failed, and reports one it cancelled as failed', async () => {
      const provider = new TangoCardProvider(settings);
      const order = () =>
        provider.placeOrder({
          orderId: 'card-t5',
          submissionId: 't5',
          amount: 25,
          recipient: RECIPIENT,
        });
      tango.nextOrders('fail');
      await expect(order()).rejects.toThrow(
        /refused card order card-t5: Recipient address could not be verified/,
      );
      await order();
      expect(
        tango.orders.filter((o) => o.externalRefID === 'card-t5').map((o) => o.status),
      ).toEqual(['FAILED', 'PENDING']);
      tango.cancel('card-t5', 'Cancelled by the account owner');
      expect(await provider.status('card-t5')).toEqual({
        status: 'failed',
        reason: 'Cancelled by the account owner',
      });
    });

    it('helpers keep only the last four digits and the printed expiry', () => {
      expect(maskCardNumber('4111-2222-3333-4321')).toBe('**** **** **** 4321');
      expect(maskCardNumber('no digits')).toBeNull();
      expect(cardExpiryOf('09/2026')).toBe('09/26');
      expect(cardExpiryOf('2027-01-31')).toBe('01/27');
      expect(cardExpiryOf('soon')).toBeNull();
    });
  });

  describe('the card job with Tango', () => {
    it('retries an order the provider failed with back-off, and sends "on its way" only once it shipped', async () => {
      expect(DEFAULT_JOB_OPTIONS['card-mailing']).toMatchObject({
        attempts: 10,
        backoff: { type: 'exponential' },
        removeOnFail: false,
      });
      const posts = () => tango.requests.filter((r) => r.method === 'POST').length;
      const postsBefore = posts();
      tango.nextOrders('server-error');
      const id = await confirmedEntryMailedTo(t, ADDRESS);
      const events = await untilEvent(t, id, 'RewardCardOrdered');
      const ordered = events.find((e) => e.type === 'RewardCardOrdered')!;
      expect(ordered.data).toMatchObject({
        orderId: orderIdOf(id),
        fulfillmentType: 'physical_card',
      });
      // The first try met a 500; the job failed, waited its back-off and ordered on the second.
      expect(posts() - postsBefore).toBe(2);
      const job = await t.app
        .get(JobQueue)
        .queueOf('card-mailing')
        .getJob(`order-card.${events.find((e) => e.type === 'SubmissionApproved')!.id}`);
      expect(job?.attemptsMade).toBeGreaterThanOrEqual(1);

      // Pending at the provider: the worker keeps asking, and nothing says the card is coming.
      const asked = () => tango.requests.filter((r) => r.method === 'GET').length;
      const before = asked();
      await waitUntil(async () => asked() >= before + 3, 'three status checks');
      expect((await eventsOf(t, id)).map((e) => e.type)).not.toContain('RewardCardMailed');
      expect(await mailsOf(t, id)).not.toHaveProperty('card_mailed');

      tango.ship(orderIdOf(id), '1Z999AA10123456784');
      const mailed = (await untilEvent(t, id, 'RewardCardMailed')).find(
        (e) => e.type === 'RewardCardMailed',
      )!;
      expect(mailed.data).toMatchObject({ trackingId: '1Z999AA10123456784' });
      await waitUntil(async () => (await mailsOf(t, id))['card_mailed'] === 1, 'the e-mail');
    });

    it('puts an order the provider gave up on in the back office’s failed jobs, and mails nothing', async () => {
      const admin = await adminToken(t);
      const id = await confirmedEntryMailedTo(t, ADDRESS);
      const events = await untilEvent(t, id, 'RewardCardOrdered');
      tango.cancel(orderIdOf(id), 'Recipient address undeliverable');
      const ordered = events.find((e) => e.type === 'RewardCardOrdered')!;
      const listed = await waitUntil(async () => {
        const response = await t
          .http()
          .get('/admin/api/jobs/failed?queue=card-mailing')
          .set('profile-token', admin)
          .expect(200);
        return response.body.result.jobs.find(
          (job: { id: string }) => job.id === `mail-card.${ordered.id}`,
        );
      }, 'the failed card job');
      expect(listed).toMatchObject({
        queue: 'card-mailing',
        name: 'mail-card',
        failedReason: `the card provider gave up on card order ${orderIdOf(id)}: Recipient address undeliverable`,
        data: { submissionId: id },
      });
      // The entry sweep (every second here) leaves it for the admin instead of retrying it.
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect((await worker.get(EntrySweep).sweep()).held).toBeGreaterThanOrEqual(1);
      const job = await t.app
        .get(JobQueue)
        .queueOf('card-mailing')
        .getJob(`mail-card.${ordered.id}`);
      expect(await job?.isFailed()).toBe(true);
      expect(job?.attemptsMade).toBe(1);
      expect((await eventsOf(t, id)).map((e) => e.type)).not.toContain('RewardCardMailed');
      expect(await mailsOf(t, id)).not.toHaveProperty('card_mailed');
    });
  });
});

import type { RecordedEvent } from '@lens/event-store';
import { SUBMISSION_TOPIC, TRACKING_TOPIC, integrationMessageOf } from './integration-events';

const AT = new Date('2025-08-15T12:00:00.000Z');

const recorded = (
  type: string,
  data: Record<string, unknown>,
  streamId = 'submission-s1',
  metadata: Partial<RecordedEvent['metadata']> = {},
): RecordedEvent => ({
  id: `id-${type}`,
  streamId,
  revision: 3,
  position: '1234:567',
  type,
  data,
  metadata: { schemaVersion: 1, ...metadata },
  recordedAt: AT,
});

const body = (event: RecordedEvent) => JSON.parse(integrationMessageOf(event)!.value);

describe('integration messages (event → rewards.*.v1)', () => {
  it('keys submission messages by the submission id, with the global position as a header', () => {
    const message = integrationMessageOf(
      recorded(
        'SubmissionApproved',
        {
          submissionId: 's1',
          approvedBy: 'system',
          exceptionId: null,
          approvedAt: AT.toISOString(),
        },
        'submission-s1',
        { correlationId: 'req-9' },
      ),
    );
    expect(message).toEqual({
      topic: SUBMISSION_TOPIC,
      key: 's1',
      headers: {
        'content-type': 'application/json',
        schema: 'rewards.submission.v1',
        type: 'submission.approved',
        'event-id': 'id-SubmissionApproved',
        position: '1234:567',
        'correlation-id': 'req-9',
      },
      value: expect.any(String),
    });
    expect(JSON.parse(message!.value)).toEqual({
      schema: 'rewards.submission.v1',
      type: 'submission.approved',
      eventId: 'id-SubmissionApproved',
      position: '1234:567',
      occurredAt: AT.toISOString(),
      submissionId: 's1',
      data: { approvedBy: 'system', exceptionId: null, approvedAt: AT.toISOString() },
    });
  });

  it.each([
    ['PurchaseDateEntered', 'submission.started'],
    ['SubmissionConfirmed', 'submission.confirmed'],
    ['SubmissionRejected', 'submission.rejected'],
    ['MailRequired', 'submission.mail_required'],
    ['ResubmissionStarted', 'submission.resubmission_started'],
    ['ExceptionGranted', 'submission.exception_granted'],
    ['RewardCardOrdered', 'submission.card_ordered'],
    ['RewardCardMailed', 'submission.card_mailed'],
  ])('publishes %s as %s', (type, integrationType) => {
    expect(body(recorded(type, {}))).toMatchObject({ type: integrationType, submissionId: 's1' });
  });

  it('copies only the contract’s fields (no card number, no admin comment, no claimant)', () => {
    expect(
      body(
        recorded('RewardCardOrdered', {
          submissionId: 's1',
          orderId: 'card-s1',
          amount: 250,
          fulfillmentType: 'physical_card',
          maskedNumber: '**** **** **** 1234',
          expiry: '08/26',
          rewards: { totalReward: 250 },
          orderedAt: AT.toISOString(),
        }),
      ).data,
    ).toEqual({
      orderId: 'card-s1',
      amount: 250,
      fulfillmentType: 'physical_card',
      orderedAt: AT.toISOString(),
    });
    expect(
      body(
        recorded('ExceptionGranted', {
          exceptionId: 'EX-1',
          adminId: 'admin-1',
          comment: 'called the practice',
          grantedAt: AT.toISOString(),
        }),
      ).data,
    ).toEqual({ exceptionId: 'EX-1', grantedAt: AT.toISOString() });
  });

  it('fills a missing contract field with null rather than leaving it out', () => {
    expect(body(recorded('SubmissionRejected', { reasons: ['DUPLICATE_RECEIPT'] })).data).toEqual({
      reasons: ['DUPLICATE_RECEIPT'],
      rejectedBy: null,
      rejectedAt: null,
    });
  });

  it('publishes page tracking on rewards.tracking.v1, keyed by the tracking id', () => {
    const message = integrationMessageOf(
      recorded(
        'Tracked',
        {
          trackingId: 't1',
          eventName: 'Exit',
          data: { affiliate_id: 'x' },
          trackedAt: AT.toISOString(),
        },
        'tracking-t1',
      ),
    );
    expect(message).toMatchObject({ topic: TRACKING_TOPIC, key: 't1' });
    expect(JSON.parse(message!.value)).toMatchObject({
      type: 'tracking.tracked',
      trackingId: 't1',
      data: { eventName: 'Exit', data: { affiliate_id: 'x' }, trackedAt: AT.toISOString() },
    });
  });

  it.each([
    ['supplies', recorded('SuppliesSubmitted', {})],
    ['receipts', recorded('ReceiptImageAttached', {})],
    ['promo codes', recorded('PromoCodeApplied', {})],
    ['admin comments', recorded('AdminCommentAdded', {})],
    ['express claims', recorded('ExpressEntryClaimed', {})],
    ['profiles', recorded('ProfileRegistered', {}, 'profile-p1')],
    ['client errors', recorded('ClientErrorReported', {}, 'client-error-c1')],
    ['a submission event type on another stream', recorded('SubmissionApproved', {}, 'profile-p1')],
  ])('keeps %s inside', (_label, event) => {
    expect(integrationMessageOf(event)).toBeNull();
  });

  it('tolerates events whose data is not an object', () => {
    expect(body({ ...recorded('SubmissionApproved', {}), data: null }).data).toEqual({
      approvedBy: null,
      exceptionId: null,
      approvedAt: null,
    });
  });
});

import { type DomainEventOf, type SubmissionEventType, isSubmissionEventType } from '@lens/domain';
import type { RecordedEvent } from '@lens/event-store';

/** The integration topics (DESIGN §6). A new major version gets a new topic. */
export const SUBMISSION_TOPIC = 'rewards.submission.v1';
export const TRACKING_TOPIC = 'rewards.tracking.v1';

/** A message for the bus: the JSON value and the headers consumers de-duplicate by. */
export interface IntegrationMessage {
  topic: string;
  key: string;
  value: string;
  headers: Record<string, string>;
}

type Data = Readonly<Record<string, unknown>>;

/**
 * The contract of `rewards.submission.v1`: which internal events are published, under which
 * integration type, with which fields. Fields are copied by name, so an internal event growing a
 * field does not change the contract; supplies, images, promo codes, comments and express
 * claimants' personal data stay inside.
 */
const SUBMISSION_CONTRACT: {
  readonly [T in SubmissionEventType]?: {
    readonly type: string;
    /** Named as the domain names them: renaming an event's field fails here. */
    readonly fields: readonly (keyof DomainEventOf<T>['data'] & string)[];
  };
} = {
  PurchaseDateEntered: {
    type: 'submission.started',
    fields: ['profileId', 'patientId', 'purchaseDate', 'subPhase', 'entryType'],
  },
  SubmissionConfirmed: {
    type: 'submission.confirmed',
    fields: [
      'confirmationCode',
      'subPhase',
      'supplyMonths',
      'preferredActive',
      'rewards',
      'resubmission',
      'completedAt',
    ],
  },
  SubmissionApproved: {
    type: 'submission.approved',
    fields: ['approvedBy', 'exceptionId', 'approvedAt'],
  },
  SubmissionRejected: {
    type: 'submission.rejected',
    fields: ['reasons', 'rejectedBy', 'rejectedAt'],
  },
  MailRequired: { type: 'submission.mail_required', fields: ['reason', 'status', 'requiredAt'] },
  ResubmissionStarted: { type: 'submission.resubmission_started', fields: ['startedAt'] },
  ExceptionGranted: { type: 'submission.exception_granted', fields: ['exceptionId', 'grantedAt'] },
  RewardCardOrdered: {
    type: 'submission.card_ordered',
    fields: ['orderId', 'amount', 'fulfillmentType', 'orderedAt'],
  },
  RewardCardMailed: {
    type: 'submission.card_mailed',
    fields: ['orderId', 'trackingId', 'mailedAt'],
  },
};

const pick = (data: Data, fields: readonly string[]): Data =>
  Object.fromEntries(fields.map((field) => [field, data[field] ?? null]));

const dataOf = (event: RecordedEvent): Data =>
  typeof event.data === 'object' && event.data !== null ? (event.data as Data) : {};

function message(
  topic: string,
  key: string,
  type: string,
  event: RecordedEvent,
  body: Data,
): IntegrationMessage {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    schema: topic,
    type,
    'event-id': event.id,
    // Consumers de-duplicate (and order) by the event's place in the store's global order.
    position: event.position,
  };
  if (event.metadata.correlationId) headers['correlation-id'] = event.metadata.correlationId;
  return {
    topic,
    key,
    headers,
    value: JSON.stringify({
      schema: topic,
      type,
      eventId: event.id,
      position: event.position,
      occurredAt: event.recordedAt.toISOString(),
      ...body,
    }),
  };
}

/** The integration message an event becomes, or null for events that stay inside. */
export function integrationMessageOf(event: RecordedEvent): IntegrationMessage | null {
  if (event.streamId.startsWith('submission-')) {
    // Fields are copied as stored (a field an older event lacks is published as null).
    const contract: { type: string; fields: readonly string[] } | undefined = isSubmissionEventType(
      event.type,
    )
      ? SUBMISSION_CONTRACT[event.type]
      : undefined;
    if (!contract) return null;
    const submissionId = event.streamId.slice('submission-'.length);
    return message(SUBMISSION_TOPIC, submissionId, contract.type, event, {
      submissionId,
      data: pick(dataOf(event), contract.fields),
    });
  }
  if (event.type === 'Tracked' && event.streamId.startsWith('tracking-')) {
    const trackingId = event.streamId.slice('tracking-'.length);
    return message(TRACKING_TOPIC, trackingId, 'tracking.tracked', event, {
      trackingId,
      data: pick(dataOf(event), ['eventName', 'data', 'trackedAt']),
    });
  }
  return null;
}

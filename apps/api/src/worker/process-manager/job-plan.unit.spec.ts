import type { RecordedEvent } from '@lens/event-store';
import { PLANNED_EVENT_TYPES, planJobs } from './job-plan';

let revision = 0;
const event = (type: string, streamId = 'submission-s1', id = `e-${type}`): RecordedEvent => ({
  id,
  streamId,
  revision: revision++,
  position: `100:${revision}`,
  type,
  data: {},
  metadata: { schemaVersion: 1 },
  recordedAt: new Date('2025-08-15T12:00:00Z'),
});

const plan = (...events: RecordedEvent[]) =>
  planJobs(events, { cardMailDelayMs: 2_000 }).map(({ queue, name, jobId, delay }) => ({
    queue,
    name,
    jobId,
    ...(delay === undefined ? {} : { delay }),
  }));

describe('the process manager’s plan (event → jobs)', () => {
  it('judges a confirmed entry and tells the patient it was received', () => {
    expect(plan(event('SubmissionConfirmed'))).toEqual([
      {
        queue: 'approval',
        name: 'assess-submission',
        jobId: 'assess-submission.e-SubmissionConfirmed',
      },
      {
        queue: 'email',
        name: 'submission-confirmed',
        jobId: 'submission-confirmed.e-SubmissionConfirmed',
      },
    ]);
  });

  it('reads an attached receipt where reading is on, and only there', () => {
    const attached = event('ReceiptImageAttached');
    expect(planJobs([attached], { cardMailDelayMs: 0, readReceipts: true })).toEqual([
      expect.objectContaining({
        queue: 'receipts',
        name: 'read-receipt',
        jobId: 'read-receipt.e-ReceiptImageAttached',
      }),
    ]);
    expect(plan(attached)).toEqual([]);
  });

  it('orders the card of an approved entry and says so', () => {
    expect(plan(event('SubmissionApproved'))).toEqual([
      { queue: 'card-mailing', name: 'order-card', jobId: 'order-card.e-SubmissionApproved' },
      {
        queue: 'email',
        name: 'submission-approved',
        jobId: 'submission-approved.e-SubmissionApproved',
      },
    ]);
  });

  it('asks whether the card is mailed no earlier than the provider’s mailing time', () => {
    expect(plan(event('RewardCardOrdered'))).toEqual([
      {
        queue: 'card-mailing',
        name: 'mail-card',
        jobId: 'mail-card.e-RewardCardOrdered',
        delay: 2_000,
      },
    ]);
  });

  it.each([
    ['SubmissionRejected', 'submission-rejected'],
    ['MailRequired', 'mail-required'],
    ['RewardCardMailed', 'card-mailed'],
  ])('e-mails the patient on %s', (type, name) => {
    expect(plan(event(type))).toEqual([{ queue: 'email', name, jobId: `${name}.e-${type}` }]);
  });

  it('carries the entry, the causing event, its revision and its place in $all', () => {
    const confirmed = event('SubmissionConfirmed', 'submission-abc', 'evt-1');
    const [job] = planJobs([confirmed], { cardMailDelayMs: 0 });
    expect(job?.data).toEqual({
      eventId: 'evt-1',
      submissionId: 'abc',
      revision: confirmed.revision,
      position: confirmed.position,
    });
  });

  it('plans the same ids for the same events (a replay adds nothing to BullMQ)', () => {
    const events = [...PLANNED_EVENT_TYPES].map((type) => event(type));
    expect(plan(...events)).toEqual(plan(...events));
    expect(new Set(plan(...events).map((j) => j.jobId)).size).toBe(plan(...events).length);
  });

  it('ignores other events and other streams', () => {
    expect(
      plan(
        event('PurchaseDateEntered'),
        event('SuppliesSubmitted'),
        event('SubmissionConfirmed', 'profile-p1'),
        event('Tracked', 'tracking-t1'),
      ),
    ).toEqual([]);
  });
});

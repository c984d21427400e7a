import { type SubmissionEventType, isSubmissionEventType } from '@lens/domain';
import type { RecordedEvent } from '@lens/event-store';
import type {
  JobName,
  JobPayload,
  QueueName,
  SubmissionEventJob,
} from '../../platform/jobs/job-definitions';
import { type PlannedJob, jobIdOf } from '../../platform/jobs/job-queue';
import { MAIL_EVENT_TYPES, mailJobsOf } from '../../platform/jobs/mail-plans';

const SUBMISSION_STREAM = 'submission-';

/** The jobs of a queue whose payload is a `SubmissionEventJob`. */
type EventJobName<Q extends QueueName> = {
  [N in JobName<Q>]: JobPayload<Q, N> extends SubmissionEventJob ? N : never;
}[JobName<Q>];

type Step = {
  [Q in QueueName]: { queue: Q; name: EventJobName<Q>; delayed?: true };
}[QueueName];

/** What each submission event sets in motion (DESIGN §5). */
const STEPS: { readonly [T in SubmissionEventType]?: readonly Step[] } = {
  // Every receipt photo attached is read (OCR); the reading is recorded beside the entry.
  ReceiptImageAttached: [{ queue: 'receipts', name: 'read-receipt' }],
  SubmissionConfirmed: [
    { queue: 'approval', name: 'assess-submission' },
    { queue: 'email', name: 'submission-confirmed' },
  ],
  SubmissionApproved: [
    { queue: 'card-mailing', name: 'order-card' },
    { queue: 'email', name: 'submission-approved' },
  ],
  SubmissionRejected: [{ queue: 'email', name: 'submission-rejected' }],
  MailRequired: [{ queue: 'email', name: 'mail-required' }],
  // The provider mails the card some time after the order; the job asks no earlier than that.
  RewardCardOrdered: [{ queue: 'card-mailing', name: 'mail-card', delayed: true }],
  RewardCardMailed: [{ queue: 'email', name: 'card-mailed' }],
  // A practice's checkout: the claim link to the patient's e-mail (a phone gets a text from the API).
  ExpressEntryOffered: [{ queue: 'email', name: 'express-link' }],
};

/** The event types the process manager acts on: submission steps and requested e-mails. */
export const PLANNED_EVENT_TYPES: ReadonlySet<string> = new Set([
  ...Object.keys(STEPS),
  ...MAIL_EVENT_TYPES,
]);

/**
 * The jobs a batch of events causes, each with an id derived from its job name and the event's
 * id: the same events planned again (a replay, a redelivery) give the same ids, and BullMQ keeps
 * one job per id. E-mails the API asks for (code requests, opt-in confirmations, referral
 * invitations, estimate results) are planned from their events too, under the ids the API uses.
 */
export function planJobs(
  events: readonly RecordedEvent[],
  options: { cardMailDelayMs: number },
): PlannedJob[] {
  const jobs: PlannedJob[] = [];
  for (const event of events) {
    jobs.push(...mailJobsOf(event));
    // The type alone says what to plan; each job folds the decoded stream when it runs.
    const steps = isSubmissionEventType(event.type) ? STEPS[event.type] : undefined;
    if (!steps || !event.streamId.startsWith(SUBMISSION_STREAM)) continue;
    const data: SubmissionEventJob = {
      eventId: event.id,
      submissionId: event.streamId.slice(SUBMISSION_STREAM.length),
      revision: event.revision,
      position: event.position,
    };
    for (const { queue, name, delayed } of steps) {
      const jobId = jobIdOf(name, { eventId: event.id });
      const delay = delayed ? { delay: options.cardMailDelayMs } : {};
      // Sound: every step names a job whose payload is a SubmissionEventJob.
      jobs.push({ queue, name, data, jobId, ...delay } as PlannedJob);
    }
  }
  return jobs;
}

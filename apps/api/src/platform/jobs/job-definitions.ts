import type { Language, ProductCode, SupplyMonths } from '@lens/domain';
import type { EmailTrigger } from '@lens/validation';
import type { DefaultJobOptions } from 'bullmq';

/** The reward figures an estimate e-mail shows (recomputed by the API, never taken from the caller). */
export interface EstimateFigures {
  awardAmount: number;
  bonusAmount: number;
  newWearer: boolean;
  subPhase: string;
}

/** The practice named in an e-mail, as the patient saw it. */
export interface PracticeSummary {
  sap: string;
  display_name: string;
  url: string | null;
}

export interface EstimateResultsJob {
  email: string;
  language: Language;
  patientName: string | null;
  brand: ProductCode;
  monthlyAmount: SupplyMonths;
  practice: PracticeSummary | null;
  estimate: EstimateFigures;
  requestedAt: string;
}

/** A practice's promo code and what it pays (`practice-codes.ts`). */
export interface PracticeCodeTerms {
  code: string;
  award: number;
  startDate: string;
  endDate: string;
}

export interface EcpCodeRequestJob {
  /** The `EcpCodeRequested` event that caused the mail. */
  eventId: string;
  email: string;
  language: Language;
  practice: PracticeSummary;
  requestedAt: string;
  /** Absent on requests recorded before practices had codes. */
  code?: PracticeCodeTerms;
}

export interface OptInConfirmationJob {
  eventId: string;
  /** The consent's stream and request: what the confirmation link names. */
  stream: string;
  requestId: string;
  email: string;
  language: Language;
  source: string;
  profileId: string | null;
}

export interface ReferralInvitationJob {
  eventId: string;
  referralId: string;
  toName: string;
  toEmail: string;
  /** The referrer's first name when signed in; the e-mail says "a friend" otherwise. */
  fromName: string | null;
  language: Language;
}

/** The acknowledgement of an escalation, or support's reply to it (`EscalationSubmitted`/`Replied`). */
export interface EscalationMailJob {
  eventId: string;
  escalationId: string;
  reference: string;
  email: string;
  firstName: string;
  language: Language;
  /** Support's reply; absent on the acknowledgement. */
  message?: string;
}

/**
 * A password reset link by e-mail (`PasswordResetRequested`): ids only. The worker finds the
 * account from the reset (never from the job), so a job copied or forged with another address
 * can only ever mail the account's own; the link's secret is derived from `resetId` with the
 * signed-links key.
 */
export interface PasswordResetJob {
  eventId: string;
  resetId: string;
}

/**
 * A job the process manager derives from one event of a `submission-<id>` stream. The job id is
 * `<job name>.<eventId>`, so a replay or a redelivery of the event never adds a second job.
 */
export interface SubmissionEventJob {
  /** The causing event: the job id, and the `causationId` of what the job appends. */
  eventId: string;
  submissionId: string;
  /** The event's revision in its stream: e-mails show the entry as it was right after it. */
  revision: number;
  /** The event's place in $all: jobs that read read models wait until these have passed it. */
  position: string;
}

/** The e-mails an admin may send again for an entry (libs/validation `EMAIL_TRIGGERS`). */
export type EntryEmailTemplate = EmailTrigger['trigger'];

/** An admin's e-mail trigger: a named template sent (again) for one entry, to its profile. */
export interface AdminTriggerJob {
  template: EntryEmailTemplate;
  submissionId: string;
  /** The admin's profile id, for the log and the sent-mail record. */
  requestedBy: string;
}

/**
 * Every queue and job: queue name → job name → payload. Producers (the API, the process manager)
 * and the worker's processors import the same map, so they cannot disagree on a payload.
 */
export interface JobPayloads {
  /** SubmissionConfirmed → SubmissionApproved | SubmissionRejected | MailRequired. */
  approval: {
    'assess-submission': SubmissionEventJob;
  };
  /** ReceiptImageAttached → ReceiptRead | ReceiptUnreadable (the worker's OCR of the photo). */
  receipts: {
    'read-receipt': SubmissionEventJob;
  };
  /** SubmissionApproved → RewardCardOrdered; RewardCardOrdered → (after a delay) RewardCardMailed. */
  'card-mailing': {
    'order-card': SubmissionEventJob;
    'mail-card': SubmissionEventJob;
  };
  email: {
    'estimate-results': EstimateResultsJob;
    'ecp-code-request': EcpCodeRequestJob;
    'opt-in-confirmation': OptInConfirmationJob;
    'referral-invitation': ReferralInvitationJob;
    'escalation-acknowledgement': EscalationMailJob;
    'escalation-reply': EscalationMailJob;
    'password-reset': PasswordResetJob;
    'submission-confirmed': SubmissionEventJob;
    'submission-approved': SubmissionEventJob;
    'submission-rejected': SubmissionEventJob;
    'mail-required': SubmissionEventJob;
    'card-mailed': SubmissionEventJob;
    'express-link': SubmissionEventJob;
    'admin-trigger': AdminTriggerJob;
  };
}

export type QueueName = keyof JobPayloads;
export type JobName<Q extends QueueName> = keyof JobPayloads[Q] & string;
export type JobPayload<Q extends QueueName, N extends JobName<Q>> = JobPayloads[Q][N];

export const QUEUE_NAMES = [
  'approval',
  'receipts',
  'card-mailing',
  'email',
] as const satisfies readonly QueueName[];

const DAY_SECONDS = 86_400;

/**
 * Retries with exponential back-off (DESIGN §5). Finished jobs are kept a week so that a job id
 * seen again in that time (a replay, a double click) is recognised and not sent twice; failed
 * ones stay until an admin retries or removes them.
 */
export const DEFAULT_JOB_OPTIONS: Readonly<Record<QueueName, DefaultJobOptions>> = {
  // The approval waits for the read models it judges by; 10 tries over about half an hour
  // outlast a projector restart.
  approval: {
    attempts: 10,
    backoff: { type: 'exponential', delay: 2_000 },
    removeOnComplete: { age: 7 * DAY_SECONDS },
    removeOnFail: false,
  },
  // A reading that fails for our own reasons (storage, the database) is tried again; what the
  // image or the engine cannot do is recorded unreadable at once, never retried.
  receipts: {
    attempts: 5,
    backoff: { type: 'exponential', delay: 5_000 },
    removeOnComplete: { age: 7 * DAY_SECONDS },
    removeOnFail: false,
  },
  'card-mailing': {
    attempts: 10,
    backoff: { type: 'exponential', delay: 2_000 },
    removeOnComplete: { age: 7 * DAY_SECONDS },
    removeOnFail: false,
  },
  email: {
    attempts: 6,
    backoff: { type: 'exponential', delay: 5_000 },
    removeOnComplete: { age: 7 * DAY_SECONDS },
    removeOnFail: false,
  },
};

/**
 * How the worker runs each queue. A job whose worker died (SIGKILL, a lost host) is noticed as
 * stalled once its lock lapses and is run again, at most `maxStalledCount` times.
 */
export const WORKER_SETTINGS: Readonly<
  Record<QueueName, { concurrency: number; lockDuration: number; stalledInterval: number }>
> = {
  approval: { concurrency: 8, lockDuration: 10_000, stalledInterval: 5_000 },
  // One reading at a time per worker process: the OCR takes a core while it runs.
  receipts: { concurrency: 1, lockDuration: 30_000, stalledInterval: 15_000 },
  'card-mailing': { concurrency: 8, lockDuration: 10_000, stalledInterval: 5_000 },
  email: { concurrency: 8, lockDuration: 10_000, stalledInterval: 5_000 },
};

import { LANGUAGES, type Language } from '@lens/domain';
import type { RecordedEvent } from '@lens/event-store';
import type { EstimateResultsJob, PracticeSummary } from './job-definitions';
import { type PlannedJob, jobIdOf } from './job-queue';

/** What planning needs of an event: the API has it right after appending, the worker from $all. */
export type MailEvent = Pick<RecordedEvent, 'id' | 'streamId' | 'type' | 'data'>;

type Data = Readonly<Record<string, unknown>>;

const record = (value: unknown): Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Data) : {};
const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;
const language = (value: unknown): Language | null =>
  (LANGUAGES as readonly unknown[]).includes(value) ? (value as Language) : null;

function practiceOf(value: unknown): PracticeSummary | null {
  const practice = record(value);
  const sap = text(practice.sap);
  const name = text(practice.display_name);
  return sap && name ? { sap, display_name: name, url: text(practice.url) } : null;
}

/** A practice's promo code by e-mail (`EcpCodeRequested`). */
function ecpCodeRequest(event: MailEvent): PlannedJob[] {
  const data = record(event.data);
  const email = text(data.email);
  const lang = language(data.language);
  const practice = practiceOf(data.practice);
  const requestedAt = text(data.requestedAt);
  if (!email || !lang || !practice || !requestedAt) return [];
  const name = 'ecp-code-request';
  return [
    {
      queue: 'email',
      name,
      jobId: jobIdOf(name, { eventId: event.id }),
      data: { eventId: event.id, email, language: lang, practice, requestedAt },
    },
  ];
}

/** The confirmation of a new e-mail consent (`OptInRecorded` that asks for one). */
function optInConfirmation(event: MailEvent): PlannedJob[] {
  const data = record(event.data);
  const email = text(data.email);
  const lang = language(data.language);
  const source = text(data.source);
  if (data.confirmationRequested !== true || !email || !lang || !source) return [];
  const name = 'opt-in-confirmation';
  return [
    {
      queue: 'email',
      name,
      jobId: jobIdOf(name, { eventId: event.id }),
      data: { eventId: event.id, email, language: lang, source, profileId: text(data.profileId) },
    },
  ];
}

/** One invitation per friend of a referral (`FriendsReferred`), each under its own id. */
function referralInvitations(event: MailEvent): PlannedJob[] {
  const data = record(event.data);
  const lang = language(data.language);
  const referralId = text(data.referralId);
  const friends = Array.isArray(data.friends) ? data.friends.map(record) : [];
  if (!lang || !referralId) return [];
  const name = 'referral-invitation';
  return friends.flatMap((friend, index): PlannedJob[] => {
    const toName = text(friend.name);
    const toEmail = text(friend.email);
    if (!toName || !toEmail) return [];
    return [
      {
        queue: 'email',
        name,
        jobId: jobIdOf(name, { eventId: `${event.id}.${index}` }),
        data: {
          eventId: event.id,
          referralId,
          toName,
          toEmail,
          fromName: text(data.fromName),
          language: lang,
        },
      },
    ];
  });
}

/** A password reset link (`PasswordResetRequested` on a profile stream). */
function passwordReset(event: MailEvent): PlannedJob[] {
  const data = record(event.data);
  const email = text(data.email);
  const lang = language(data.language);
  const resetId = text(data.resetId);
  const expiresAt = text(data.expiresAt);
  if (!email || !lang || !resetId || !expiresAt) return [];
  const name = 'password-reset';
  return [
    {
      queue: 'email',
      name,
      jobId: jobIdOf(name, { eventId: event.id }),
      data: {
        eventId: event.id,
        resetId,
        email,
        firstName: text(data.firstName),
        language: lang,
        expiresAt,
      },
    },
  ];
}

/** An estimate's figures by e-mail (`EstimateResultsRequested`: the job's payload itself). */
function estimateResults(event: MailEvent): PlannedJob[] {
  const data = record(event.data);
  const estimate = record(data.estimate);
  const complete =
    text(data.email) &&
    language(data.language) &&
    text(data.brand) &&
    typeof data.monthlyAmount === 'number' &&
    typeof estimate.awardAmount === 'number' &&
    text(data.requestedAt);
  if (!complete) return [];
  const name = 'estimate-results';
  return [
    {
      queue: 'email',
      name,
      jobId: jobIdOf(name, { eventId: event.id }),
      data: data as unknown as EstimateResultsJob,
    },
  ];
}

/**
 * The e-mails the API asks for, by the event that records the request. The API plans them right
 * after appending the event and the process manager plans them again from $all: both give the
 * same job ids (BullMQ keeps one job per id, `sent_mail` one e-mail), so a crash between the
 * append and the enqueue loses nothing and a replay sends nothing twice. Malformed or older
 * events without what the e-mail needs plan nothing.
 */
const MAIL_PLANS: Readonly<Record<string, (event: MailEvent) => PlannedJob[]>> = {
  EcpCodeRequested: ecpCodeRequest,
  OptInRecorded: optInConfirmation,
  FriendsReferred: referralInvitations,
  EstimateResultsRequested: estimateResults,
  PasswordResetRequested: passwordReset,
};

export const MAIL_EVENT_TYPES: ReadonlySet<string> = new Set(Object.keys(MAIL_PLANS));

export function mailJobsOf(event: MailEvent): PlannedJob[] {
  return MAIL_PLANS[event.type]?.(event) ?? [];
}

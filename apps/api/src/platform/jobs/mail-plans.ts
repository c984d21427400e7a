import { LANGUAGES, type Language, decodeEventOf } from '@lens/domain';
import type { RecordedEvent } from '@lens/event-store';
import type {
  EscalationMailJob,
  EstimateResultsJob,
  PracticeCodeTerms,
  PracticeSummary,
} from './job-definitions';
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

function codeOf(value: unknown): PracticeCodeTerms | null {
  const terms = record(value);
  const code = text(terms.code);
  const startDate = text(terms.startDate);
  const endDate = text(terms.endDate);
  const award = typeof terms.award === 'number' ? terms.award : null;
  return code && startDate && endDate && award !== null
    ? { code, award, startDate, endDate }
    : null;
}

/** A practice's promo code by e-mail (`EcpCodeRequested`). */
function ecpCodeRequest(event: MailEvent): PlannedJob[] {
  const data = record(event.data);
  const email = text(data.email);
  const lang = language(data.language);
  const practice = practiceOf(data.practice);
  const requestedAt = text(data.requestedAt);
  const code = codeOf(data.code);
  if (!email || !lang || !practice || !requestedAt) return [];
  const name = 'ecp-code-request';
  return [
    {
      queue: 'email',
      name,
      jobId: jobIdOf(name, { eventId: event.id }),
      data: {
        eventId: event.id,
        email,
        language: lang,
        practice,
        requestedAt,
        ...(code ? { code } : {}),
      },
    },
  ];
}

/**
 * The confirmation link of an e-mail consent request (`OptInRequested` on the e-mail channel;
 * texts are sent by the API). Consents recorded before double opt-in (`OptInRecorded`) mail
 * nothing.
 */
function optInConfirmation(event: MailEvent): PlannedJob[] {
  const decoded = decodeEventOf(['OptInRequested'], event);
  if (!decoded) return [];
  const { data } = decoded;
  const email = text(data.address);
  const lang = language(data.language);
  const source = text(data.source);
  const requestId = text(data.requestId);
  if (data.channel !== 'email' || !email || !lang || !source || !requestId) return [];
  const name = 'opt-in-confirmation';
  return [
    {
      queue: 'email',
      name,
      jobId: jobIdOf(name, { eventId: event.id }),
      data: {
        eventId: event.id,
        stream: event.streamId,
        requestId,
        email,
        language: lang,
        source,
        profileId: text(data.profileId),
      },
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
  const decoded = decodeEventOf(['PasswordResetRequested'], event);
  if (!decoded) return [];
  const resetId = text(decoded.data.resetId);
  if (!resetId) return [];
  const name = 'password-reset';
  return [
    {
      queue: 'email',
      name,
      jobId: jobIdOf(name, { eventId: event.id }),
      data: { eventId: event.id, resetId },
    },
  ];
}

/** What the e-mail needs of an `EstimateResultsRequested`, whose data is the job's payload. */
function isEstimateResults(data: Data): data is Data & EstimateResultsJob {
  const estimate = record(data.estimate);
  return Boolean(
    text(data.email) &&
    language(data.language) &&
    text(data.brand) &&
    typeof data.monthlyAmount === 'number' &&
    typeof estimate.awardAmount === 'number' &&
    text(data.requestedAt),
  );
}

/** An estimate's figures by e-mail (`EstimateResultsRequested`: the job's payload itself). */
function estimateResults(event: MailEvent): PlannedJob[] {
  const data = record(event.data);
  if (!isEstimateResults(data)) return [];
  const name = 'estimate-results';
  return [{ queue: 'email', name, jobId: jobIdOf(name, { eventId: event.id }), data }];
}

/** The escalation's acknowledgement (`EscalationSubmitted` with a reference) to the person. */
function escalationAcknowledgement(event: MailEvent): PlannedJob[] {
  const decoded = decodeEventOf(['EscalationSubmitted'], event);
  if (!decoded) return [];
  const { data } = decoded;
  const { form } = data;
  if (data.acknowledged === false) return [];
  return escalationMail(event, 'escalation-acknowledgement', {
    escalationId: text(data.escalationId),
    reference: text(data.reference),
    email: text(form.email),
    firstName: text(form.first_name),
    language: language(data.language),
  });
}

/** Support's reply (`EscalationReplied`), to the address and in the language it names. */
function escalationReply(event: MailEvent): PlannedJob[] {
  const decoded = decodeEventOf(['EscalationReplied'], event);
  if (!decoded) return [];
  const { data } = decoded;
  const { to } = data;
  const message = text(data.message);
  if (!message) return [];
  return escalationMail(event, 'escalation-reply', {
    escalationId: text(data.escalationId),
    reference: text(data.reference),
    email: text(to.email),
    firstName: text(to.firstName),
    language: language(to.language),
    message,
  });
}

function escalationMail(
  event: MailEvent,
  name: 'escalation-acknowledgement' | 'escalation-reply',
  fields: {
    [K in Exclude<keyof EscalationMailJob, 'eventId' | 'message'>]: EscalationMailJob[K] | null;
  } & { message?: string },
): PlannedJob[] {
  const { escalationId, reference, email, firstName, language: lang, message } = fields;
  if (!escalationId || !reference || !email || !firstName || !lang) return [];
  const data: EscalationMailJob = {
    eventId: event.id,
    escalationId,
    reference,
    email,
    firstName,
    language: lang,
    ...(message ? { message } : {}),
  };
  return [{ queue: 'email', name, jobId: jobIdOf(name, { eventId: event.id }), data }];
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
  OptInRequested: optInConfirmation,
  FriendsReferred: referralInvitations,
  EstimateResultsRequested: estimateResults,
  EscalationSubmitted: escalationAcknowledgement,
  EscalationReplied: escalationReply,
  PasswordResetRequested: passwordReset,
};

export const MAIL_EVENT_TYPES: ReadonlySet<string> = new Set(Object.keys(MAIL_PLANS));

export function mailJobsOf(event: MailEvent): PlannedJob[] {
  return MAIL_PLANS[event.type]?.(event) ?? [];
}

import type { Language, Message } from '@lens/domain';
import { type CommandContext, metadataOf } from '../../platform/event-sourcing/command-context';
import type { PracticeCodeTerms, PracticeSummary } from '../../platform/jobs/job-definitions';

/** Bump with an upcaster when the data of these events changes shape. */
export const PRACTICE_REQUEST_SCHEMA_VERSION = 1;

/** The metadata of a practice request's event: who asked, and the events' schema version. */
export const practiceRequestMetadata = (context: CommandContext) => ({
  ...metadataOf(context),
  schemaVersion: PRACTICE_REQUEST_SCHEMA_VERSION,
});

/**
 * A visitor asked for a practice's promo code by e-mail (stream `ecp-code-request-<id>`). The
 * practice as the e-mail names it is recorded too (events before it have only the sap), and the
 * practice's code with its terms (events before issue 17 have none), so the e-mail can be
 * planned from the event alone.
 */
export type EcpCodeRequested = Message<
  'EcpCodeRequested',
  {
    requestId: string;
    sap: string;
    email: string;
    language: Language;
    requestedAt: string;
    practice?: PracticeSummary;
    code?: PracticeCodeTerms;
  }
>;

/**
 * A patient could not find their doctor (stream `ecp-not-listed-<id>`): sap 999 with the doctor's
 * name, or a listed practice whose doctor is missing from it.
 */
export type EcpNotListedReported = Message<
  'EcpNotListedReported',
  { reportId: string; sap: string; firstName: string; lastName: string; reportedAt: string }
>;

export type PracticeRequestEvent = EcpCodeRequested | EcpNotListedReported;

import { Inject, Injectable } from '@nestjs/common';
import {
  type SubmissionCommand,
  type SubmissionEntryState,
  type SubmissionState,
  submissionDecider,
} from '@lens/domain';
import type { EventStore } from '@lens/event-store';
import type { EntryDecision } from '@lens/validation';
import type { Actor } from '../../platform/auth/tokens';
import type { CommandContext } from '../../platform/event-sourcing/command-context';
import {
  type Loaded,
  decideAndAppend,
  load,
} from '../../platform/event-sourcing/decide-and-append';
import { ProjectionWaiter } from '../../platform/event-sourcing/projection-waiter';
import { Failure } from '../../platform/http/failure';
import { EVENT_STORE } from '../../platform/infrastructure/tokens';
import {
  SubmissionCommands,
  submissionStream,
} from '../../features/submissions/submission-commands';
import { inSequence } from '../shared/decide-all';
import { PROJECTION_NAMES } from '@lens/read-models';

/** The read models support's pages show an entry from; a decision waits for them. */
const SUPPORT_READ_MODELS = [
  PROJECTION_NAMES.submissions,
  PROJECTION_NAMES.submissionHistory,
  PROJECTION_NAMES.submissionSearch,
];

const sequence = inSequence(submissionDecider);

/** An entry's stream as read once: its state, and the read to decide on. */
export interface LoadedEntry {
  entry: SubmissionEntryState;
  loaded: Loaded<SubmissionState>;
}

/** The exception granted by an admin, waiving the entry's rules when it is next assessed. */
export const grant = (
  actor: Actor,
  submissionId: string,
  exceptionId: string,
  comment: string,
): SubmissionCommand => ({
  type: 'GrantException',
  data: { submissionId, exceptionId, adminId: actor.profileId, comment },
});

/** Approval as an exception: the exception and the approval, together. */
export const approvalAsException = (
  actor: Actor,
  submissionId: string,
  exceptionId: string,
  comment: string,
): SubmissionCommand[] => [
  grant(actor, submissionId, exceptionId, comment),
  { type: 'ApproveSubmission', data: { submissionId, approvedBy: actor.profileId } },
];

/**
 * Who may comment or log an entry incomplete: staff acting as themselves on any entry; an admin
 * acting for a patient (from the patient app) only on that patient's entries (404 otherwise).
 * Answers the admin who acts.
 */
export function commentingAdmin(actor: Actor, entry: SubmissionEntryState): string {
  if (actor.impersonatorId && entry.profileId !== actor.profileId)
    throw new Failure('NOT_FOUND', 'submissionId');
  return actor.impersonatorId ?? actor.profileId;
}

/**
 * What support's and admins' decisions on an entry share: the entry's stream read once (404
 * when it is no entry), the commands decided in sequence by libs/domain and appended at the
 * revision read (a concurrent change is 409), and the answer once the support read models show it.
 */
@Injectable()
export class EntryDecider {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly commands: SubmissionCommands,
    private readonly waiter: ProjectionWaiter,
  ) {}

  async load(submissionId: string): Promise<LoadedEntry> {
    const loaded = await load(this.store, submissionStream(submissionId), submissionDecider);
    if (loaded.state.kind !== 'entry') throw new Failure('NOT_FOUND', 'submissionId');
    return { entry: loaded.state, loaded };
  }

  async decide(
    submissionId: string,
    commands: SubmissionCommand[],
    context: CommandContext,
    read?: LoadedEntry,
  ): Promise<EntryDecision> {
    const { loaded } = read ?? (await this.load(submissionId));
    const outcome = await decideAndAppend(
      this.store,
      submissionStream(submissionId),
      sequence,
      commands,
      this.commands.env(),
      context,
      loaded,
    );
    if (outcome.position) await this.waiter.waitFor(outcome.position, SUPPORT_READ_MODELS);
    const entry = outcome.state.kind === 'entry' ? outcome.state : null;
    return {
      submissionId,
      status: entry?.status ?? null,
      revision: outcome.revision,
      recorded: outcome.events.map((event) => event.type),
    };
  }
}

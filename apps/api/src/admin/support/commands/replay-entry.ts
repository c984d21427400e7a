import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  currentReceiptReading,
  decodeAll,
  decodeSubmissionEvent,
  replay,
  submissionStream,
} from '@lens/domain';
import type { EventStore, RecordedEvent } from '@lens/event-store';
import type { EntryReplayResult } from '@lens/validation';
import type { Pool } from 'pg';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/config';
import { Failure } from '../../../platform/http/failure';
import { EVENT_STORE, PG_POOL } from '../../../platform/infrastructure/tokens';
import { type PlannedJob, JobQueue } from '../../../platform/jobs/job-queue';
import { requestTransaction } from '../../../platform/idempotency/request-transaction';
import { planJobs } from '../../../worker/process-manager/job-plan';

/** The channel the projector listens on for commands (apps/projector runner/commands.ts). */
const COMMANDS_CHANNEL = 'projector_commands';
const POLL_MS = 50;
/** How long the answer waits for the projector before it says `pending` (202). */
const WAIT_MS = 10_000;

type State = ReturnType<typeof replay>;

/** Jobs that change the entry: still to run only while the entry has not moved past them. */
function stillPending(job: PlannedJob, state: State, latestConfirm: string | undefined): boolean {
  if (state.kind !== 'entry') return false;
  switch (job.name) {
    case 'assess-submission':
      return state.status === 'pending' && job.data.eventId === latestConfirm;
    case 'order-card':
      return state.status === 'approved' && state.card === null;
    case 'mail-card':
      return state.card !== null && state.card.mailedAt === null;
    case 'read-receipt':
      return state.receiptImage !== null && currentReceiptReading(state) === null;
    default:
      // E-mails: the worker keeps each job id it has sent, so asking again never mails twice.
      return true;
  }
}

/**
 * Support's "replay this entry": the projector forgets the entry's rows in every read model and
 * applies its stream again (a `reproject` command in `projector.commands`, inserted with SQL:
 * the API does not depend on the projector's code), and the jobs its events cause that have not
 * done their work yet are enqueued again under the same event-derived ids, so nothing runs twice.
 */
export class ReplayEntryCommand extends Command<EntryReplayResult> {
  constructor(readonly submissionId: string) {
    super();
  }
}

@CommandHandler(ReplayEntryCommand)
export class ReplayEntryHandler implements ICommandHandler<ReplayEntryCommand> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: JobQueue,
  ) {}

  async execute({ submissionId }: ReplayEntryCommand): Promise<EntryReplayResult> {
    const stream = submissionStream(submissionId);
    const events = await this.store.readStream(stream);
    if (events.length === 0) throw new Failure('NOT_FOUND', 'submissionId');
    const commandId = await this.requestReprojection(stream);
    const done = await this.awaitCommand(commandId);
    const jobs = this.pendingJobs(events);
    await this.jobs.enqueueAll(jobs);
    return {
      submissionId,
      status: done ? 'done' : 'pending',
      commandId,
      jobs: jobs.map(({ queue, name, jobId }) => ({ queue, name, jobId })),
    };
  }

  /** The jobs the stream's events cause that have not done their work yet. */
  private pendingJobs(events: readonly RecordedEvent[]): PlannedJob[] {
    const state = replay(decodeAll(events, decodeSubmissionEvent));
    const latestConfirm = events.filter((e) => e.type === 'SubmissionConfirmed').at(-1)?.id;
    return planJobs(events, {
      cardMailDelayMs: this.config.cardMailDelayMs,
      readReceipts: this.config.receiptReading.enabled,
    }).filter((job) => stillPending(job, state, latestConfirm));
  }

  private async requestReprojection(streamId: string): Promise<number> {
    const { rows } = await this.pool.query<{ id: string }>(
      `WITH inserted AS (INSERT INTO projector.commands (command) VALUES ($1) RETURNING id)
       SELECT id, pg_notify($2, id::text) FROM inserted`,
      [JSON.stringify({ kind: 'reproject', streamId }), COMMANDS_CHANNEL],
    );
    // The projector must see the command now, not when a request's transaction ends.
    await requestTransaction()?.commitNow();
    return Number(rows[0]!.id);
  }

  /** True once the projector has run the command; false when the wait is over first. */
  private async awaitCommand(id: number): Promise<boolean> {
    const deadline = performance.now() + WAIT_MS;
    for (;;) {
      const { rows } = await this.pool.query<{ done_at: Date | null; error: string | null }>(
        'SELECT done_at, error FROM projector.commands WHERE id = $1',
        [id],
      );
      if (rows[0]?.error) throw new Failure('SERVICE_UNAVAILABLE', 'submissionId');
      if (rows[0]?.done_at) return true;
      if (performance.now() >= deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
}

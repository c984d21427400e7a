import {
  Injectable,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
  Inject,
} from '@nestjs/common';
import { approvalCommand, assessForApproval, currentReceiptReading } from '@lens/domain';
import { PinoLogger } from 'nestjs-pino';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { ProjectionWaiter } from '../../platform/event-sourcing/projection-waiter';
import type { SubmissionEventJob } from '../../platform/jobs/job-definitions';
import { NotYet, type RunningWorker, runWorker } from '../../platform/jobs/job-workers';
import { EntryStreams } from '../../features/submissions/entry-streams';
import { SYSTEM_TRIES, systemContext } from '../../platform/event-sourcing/command-context';
import { writeAggregate } from '../../platform/event-sourcing/write-aggregate';
import { ApprovalInputs } from './approval-inputs';
import { PROJECTION_NAMES } from '@lens/read-models';

/** The read models the approval reads; they must have passed the confirmation it judges. */
const JUDGED_BY = [PROJECTION_NAMES.submissions, PROJECTION_NAMES.patientLedger];
const READ_MODEL_WAIT_MS = 5_000;

/**
 * The approval job (DESIGN §5, §9): on SubmissionConfirmed (a resubmission's too) it judges a
 * pending entry and records SubmissionApproved, SubmissionRejected (with reason codes) or
 * MailRequired, as the system, caused by the confirmation. An entry no longer pending has been
 * judged already: the job does nothing, so replays and retries append nothing. Read models that
 * lag (however long) put the job back without using an attempt: it never gives up on them.
 */
@Injectable()
export class ApprovalProcessor implements OnApplicationBootstrap, OnModuleDestroy {
  private running: RunningWorker | null = null;

  constructor(
    @Inject(EntryStreams) private readonly entries: EntryStreams,
    @Inject(ApprovalInputs) private readonly inputs: ApprovalInputs,
    @Inject(ProjectionWaiter) private readonly waiter: ProjectionWaiter,
    @Inject(PinoLogger) private readonly logger: PinoLogger,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.logger.setContext('approval');
  }

  onApplicationBootstrap(): void {
    this.running = runWorker(
      'approval',
      { 'assess-submission': (job) => this.assess(job.data, job.timestamp) },
      this.config,
      this.logger,
    );
  }

  async assess(
    { submissionId, eventId, position }: SubmissionEventJob,
    queuedAt = Date.now(),
  ): Promise<void> {
    const entry = await this.entries.state(submissionId);
    if (entry.kind !== 'entry' || entry.status !== 'pending') return;
    // A reading still pending is waited for, a while (docs/decisions.md, "reading pending").
    const { enabled, approvalWaitMs } = this.config.receiptReading;
    const readingPending = enabled && entry.receiptImage && !currentReceiptReading(entry);
    if (readingPending && Date.now() - queuedAt < approvalWaitMs)
      throw new NotYet(`the receipt of ${submissionId} is still being read`);
    if (!(await this.waiter.waitFor(position, JUDGED_BY, READ_MODEL_WAIT_MS)))
      throw new NotYet(`read models have not reached the confirmation of ${submissionId} yet`);
    const assessment = assessForApproval(entry, await this.inputs.of(entry));
    await writeAggregate({
      ...this.entries.of(submissionId),
      command: approvalCommand(submissionId, assessment),
      context: systemContext(eventId),
      tries: SYSTEM_TRIES,
    });
    this.logger.info({ submissionId, assessment }, 'entry judged');
  }

  async onModuleDestroy(): Promise<void> {
    await this.running?.close();
  }
}

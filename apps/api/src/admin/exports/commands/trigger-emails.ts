import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Message } from '@lens/domain';
import type { EventStore } from '@lens/event-store';
import type { AdminEmailTrigger, EmailTriggeredResult } from '@lens/validation';
import type { Actor } from '../../../platform/auth/tokens';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import { type CommandContext, metadataOf } from '../../../platform/event-sourcing/command-context';
import { Failure } from '../../../platform/http/failure';
import { EVENT_STORE } from '../../../platform/infrastructure/tokens';
import { type EntryEmailTemplate } from '../../../platform/jobs/job-definitions';
import { type PlannedJob, JobQueue, jobIdOf } from '../../../platform/jobs/job-queue';
import { ReadModels } from '../../../features/submissions/read-models';
import { Params, dayAfter } from '../../shared/paging';
import { STATUS_OF_FILTER } from '../../support/entry-search';
import { SUBMISSIONS_TABLE, submissionQueries } from '@lens/read-models';

/** The most entries one trigger may mail; a wider filter is refused, not cut short. */
const MAX_TRIGGER_ENTRIES = 5_000;

/** An admin sent a template for a set of entries (`email-trigger-<id>`). */
type EmailTriggered = Message<
  'EmailTriggered',
  {
    triggerId: string;
    template: EntryEmailTemplate;
    target: Omit<AdminEmailTrigger, 'trigger'>;
    submissionIds: string[];
    requestedBy: string;
    requestedAt: string;
  }
>;

/** The entries a template makes sense for: it tells the patient about that state. */
const ELIGIBLE: Readonly<Record<EntryEmailTemplate, string>> = {
  submission_confirmed: `s.status <> ''`,
  submission_approved: `s.status = 'approved'`,
  submission_rejected: `s.status = 'rejected'`,
  mail_required: `s.status IN ('mail required', 'resub_mail_required')`,
  card_mailed: `s.card->>'state' = 'mailed'`,
};

/**
 * Admin e-mail triggers: a template sent (again) for one entry, a profile's entries or the
 * entries a filter finds, each only where the template fits the entry's state. The trigger is an
 * event; each e-mail is a job `email/admin-trigger` with an id derived from that event and the
 * entry, so a retried request never mails twice.
 */
export class TriggerEmailsCommand extends Command<EmailTriggeredResult> {
  constructor(
    readonly admin: Actor,
    readonly request: AdminEmailTrigger,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(TriggerEmailsCommand)
export class TriggerEmailsHandler implements ICommandHandler<TriggerEmailsCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly readModels: ReadModels,
    private readonly jobs: JobQueue,
  ) {}

  async execute({ admin, request, context }: TriggerEmailsCommand): Promise<EmailTriggeredResult> {
    const { trigger: template, ...target } = request;
    if (request.purchase_submission_id) await this.mustExist(request.purchase_submission_id);
    const submissionIds = await this.targets(request);
    const triggerId = randomUUID();
    const event: EmailTriggered = {
      type: 'EmailTriggered',
      data: {
        triggerId,
        template,
        target,
        submissionIds,
        requestedBy: admin.profileId,
        requestedAt: this.clock.now().toISOString(),
      },
    };
    const eventId = randomUUID();
    await this.store.append(
      `email-trigger-${triggerId}`,
      [{ id: eventId, ...event, metadata: metadataOf(context) }],
      'no_stream',
    );
    const jobs: PlannedJob[] = submissionIds.map((submissionId) => ({
      queue: 'email',
      name: 'admin-trigger',
      data: { template, submissionId, requestedBy: admin.profileId },
      jobId: jobIdOf('admin-trigger', { eventId: `${eventId}.${submissionId}` }),
    }));
    await this.jobs.enqueueAll(jobs);
    return { triggerId, template, queued: jobs.length };
  }

  private async mustExist(submissionId: string): Promise<void> {
    const rows = await this.readModels.rows(submissionQueries.exists, [submissionId]);
    if (rows.length === 0) throw new Failure('NOT_FOUND', 'purchase_submission_id');
  }

  /** The entries the request names that the template fits. */
  private async targets(request: AdminEmailTrigger): Promise<string[]> {
    const params = new Params();
    const where = [ELIGIBLE[request.trigger]];
    if (request.purchase_submission_id)
      where.push(`s.submission_id = ${params.add(request.purchase_submission_id)}`);
    else if (request.profile_id) where.push(`s.profile_id = ${params.add(request.profile_id)}`);
    else {
      if (request.from) where.push(`s.completed_at >= ${params.add(`${request.from}T00:00:00Z`)}`);
      if (request.to)
        where.push(`s.completed_at < ${params.add(`${dayAfter(request.to)}T00:00:00Z`)}`);
      if (request.status) where.push(`s.status = ${params.add(STATUS_OF_FILTER[request.status])}`);
      if (request.sap) where.push(`s.sap = ${params.add(request.sap)}`);
    }
    const rows = await this.readModels.rows<{ submission_id: string }>(
      `SELECT s.submission_id FROM ${SUBMISSIONS_TABLE} s
        WHERE ${where.join(' AND ')} ORDER BY s.submission_id LIMIT ${MAX_TRIGGER_ENTRIES + 1}`,
      params.values,
    );
    if (rows.length > MAX_TRIGGER_ENTRIES) throw new Failure('EMAIL_TRIGGER_TOO_MANY', 'from');
    return rows.map((row) => row.submission_id);
  }
}

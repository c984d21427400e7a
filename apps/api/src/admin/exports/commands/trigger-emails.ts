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
import { ReadModels } from '../../../platform/read-models/read-models';
import { emailTriggerTargets, submissionExists } from '@lens/read-models';

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
    if (!(await submissionExists(this.readModels, submissionId)))
      throw new Failure('NOT_FOUND', 'purchase_submission_id');
  }

  /** The entries the request names that the template fits. */
  private async targets(request: AdminEmailTrigger): Promise<string[]> {
    const ids = await emailTriggerTargets(this.readModels, request, MAX_TRIGGER_ENTRIES + 1);
    if (ids.length > MAX_TRIGGER_ENTRIES) throw new Failure('EMAIL_TRIGGER_TOO_MANY', 'from');
    return ids;
  }
}

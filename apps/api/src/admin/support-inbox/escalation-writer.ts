import { Inject, Injectable } from '@nestjs/common';
import { type EscalationCommand, escalationDecider } from '@lens/domain';
import type { EventStore } from '@lens/event-store';
import type { Actor } from '../../platform/auth/tokens';
import { CLOCK, type Clock } from '../../platform/clock/clock';
import type { CommandContext } from '../../platform/event-sourcing/command-context';
import { decideAndAppend } from '../../platform/event-sourcing/decide-and-append';
import { ProjectionWaiter } from '../../platform/event-sourcing/projection-waiter';
import { EVENT_STORE } from '../../platform/infrastructure/tokens';
import { JobQueue } from '../../platform/jobs/job-queue';
import { mailJobsOf } from '../../platform/jobs/mail-plans';
import { EscalationInbox } from './escalation-inbox';
import { PROJECTION_NAMES } from '@lens/read-models';

const INBOX_READ_MODELS = [PROJECTION_NAMES.escalations];

/**
 * Support's answers (issue 17 item 2): a reply e-mailed to the person in their language (the
 * escalation becomes `answered`), and closing. Decided by libs/domain on `escalation-<id>`.
 */
@Injectable()
export class EscalationReplies {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly jobs: JobQueue,
    private readonly waiter: ProjectionWaiter,
    private readonly inbox: EscalationInbox,
  ) {}

  /** Records the reply, then queues its e-mail under the event's id (the process manager too). */
  async reply(actor: Actor, escalationId: string, message: string, context: CommandContext) {
    return this.run(escalationId, context, {
      type: 'ReplyToEscalation',
      data: { escalationId, message, repliedBy: actor.profileId },
    });
  }

  async close(actor: Actor, escalationId: string, context: CommandContext) {
    return this.run(escalationId, context, {
      type: 'CloseEscalation',
      data: { escalationId, closedBy: actor.profileId },
    });
  }

  private async run(escalationId: string, context: CommandContext, command: EscalationCommand) {
    const streamId = `escalation-${escalationId}`;
    const outcome = await decideAndAppend(
      this.store,
      streamId,
      escalationDecider,
      command,
      { now: this.clock.now().getTime() },
      context,
    );
    if (outcome.position) {
      const [recorded] = await this.store.readStream(streamId, {
        fromRevision: outcome.revision,
      });
      if (recorded) await this.jobs.enqueueAll(mailJobsOf(recorded));
      await this.waiter.waitFor(outcome.position, INBOX_READ_MODELS);
    }
    return this.inbox.detail(escalationId);
  }
}

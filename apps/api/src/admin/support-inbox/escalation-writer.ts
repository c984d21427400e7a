import { Inject, Injectable } from '@nestjs/common';
import { type EscalationCommand, escalationDecider } from '@lens/domain';
import type { EventStore } from '@lens/event-store';
import { CLOCK, type Clock } from '../../platform/clock/clock';
import type { CommandContext } from '../../platform/event-sourcing/command-context';
import { writeAggregate } from '../../platform/event-sourcing/write-aggregate';
import { ProjectionWaiter } from '../../platform/event-sourcing/projection-waiter';
import { EVENT_STORE } from '../../platform/infrastructure/tokens';
import { JobQueue } from '../../platform/jobs/job-queue';
import { mailJobsOf } from '../../platform/jobs/mail-plans';
import { ReadModels } from '../../platform/read-models/read-models';
import { shownEscalation } from './queries/escalation-detail';
import { PROJECTION_NAMES } from '@lens/read-models';

const INBOX_READ_MODELS = [PROJECTION_NAMES.escalations];

/**
 * What support's reply and closing share: decided by libs/domain on `escalation-<id>`, the
 * e-mail the new event asks for queued under its id (the process manager too), and the answer
 * the escalation's detail once the inbox shows it.
 */
@Injectable()
export class EscalationWriter {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly jobs: JobQueue,
    private readonly waiter: ProjectionWaiter,
    private readonly readModels: ReadModels,
  ) {}

  async decide(escalationId: string, command: EscalationCommand, context: CommandContext) {
    const streamId = `escalation-${escalationId}`;
    const outcome = await writeAggregate({
      store: this.store,
      stream: streamId,
      decider: escalationDecider,
      command,
      env: { now: this.clock.now().getTime() },
      context,
    });
    if (outcome.position) {
      const [recorded] = await this.store.readStream(streamId, {
        fromRevision: outcome.revision,
      });
      if (recorded) await this.jobs.enqueueAll(mailJobsOf(recorded));
      await this.waiter.waitFor(outcome.position, INBOX_READ_MODELS);
    }
    return shownEscalation(this.readModels, escalationId);
  }
}

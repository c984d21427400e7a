import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { dayOf, type Language, type Message } from '@lens/domain';
import { type EventStore, isWrongExpectedVersion } from '@lens/event-store';
import type { SendResults } from '@lens/validation';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import { type CommandContext, metadataOf } from '../../../platform/event-sourcing/command-context';
import { RewardEstimator } from '../../estimator/reward-estimator';
import { EVENT_STORE } from '../../../platform/infrastructure/tokens';
import type { EstimateResultsJob } from '../../../platform/jobs/job-definitions';
import { JobQueue, requestKey } from '../../../platform/jobs/job-queue';
import { type MailEvent, mailJobsOf } from '../../../platform/jobs/mail-plans';
import { PracticeDirectory } from '../../practices/practice-directory';

/**
 * A visitor asked for their estimate by e-mail (stream `estimate-results-<key of the request
 * and the day>`, so the same request on the same day is recorded once): the figures the server
 * computed, as the e-mail shows them.
 */
type EstimateResultsRequested = Message<'EstimateResultsRequested', EstimateResultsJob>;

/**
 * Recomputes the estimate (never trusts the caller's figures), records the request and queues
 * the e-mail under the event's id. The same request on the same day finds its event recorded
 * already and mails once; the worker's process manager plans the same job from the event, so
 * a crash between the two steps loses nothing.
 */
export class SendEstimateResultsCommand extends Command<{ queued: true }> {
  constructor(
    readonly request: SendResults,
    readonly fallbackLanguage: Language,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(SendEstimateResultsCommand)
export class SendEstimateResultsHandler implements ICommandHandler<SendEstimateResultsCommand> {
  constructor(
    private readonly estimator: RewardEstimator,
    private readonly directory: PracticeDirectory,
    private readonly jobs: JobQueue,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({
    request,
    fallbackLanguage,
    context,
  }: SendEstimateResultsCommand): Promise<{ queued: true }> {
    const now = this.clock.now();
    const estimate = await this.estimator.estimate(request);
    const practice = request.sap ? await this.directory.bySap(request.sap) : null;
    const language = request.language ?? fallbackLanguage;
    const patientName = request.patient_name ? request.patient_name : null;
    const streamId = `estimate-results-${requestKey({ ...request, language, day: dayOf(now.getTime()) })}`;
    const event = await this.recordOnce(streamId, context, {
      type: 'EstimateResultsRequested',
      data: {
        email: request.email,
        language,
        patientName,
        brand: request.brand,
        monthlyAmount: request.monthly_amount,
        practice: practice && {
          sap: practice.sap,
          display_name: practice.display_name,
          url: practice.url,
        },
        estimate: {
          awardAmount: estimate.awardAmount,
          bonusAmount: estimate.bonusAmount,
          newWearer: estimate.newWearer,
          subPhase: estimate.subPhase,
        },
        requestedAt: now.toISOString(),
      },
    });
    await this.jobs.enqueueAll(mailJobsOf(event));
    return { queued: true };
  }

  /** Starts the request's stream with the event, or finds the event it was started with. */
  private async recordOnce(
    streamId: string,
    context: CommandContext,
    event: EstimateResultsRequested,
  ): Promise<MailEvent> {
    const id = randomUUID();
    try {
      await this.store.append(
        streamId,
        [{ id, ...event, metadata: metadataOf(context) }],
        'no_stream',
      );
      return { id, streamId, ...event };
    } catch (error) {
      if (!isWrongExpectedVersion(error)) throw error;
      const [first] = await this.store.readStream(streamId, { toRevision: 0 });
      if (!first) throw error;
      return first;
    }
  }
}

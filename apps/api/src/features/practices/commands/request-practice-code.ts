import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type Language, NOT_LISTED_SAP } from '@lens/domain';
import type { EventStore } from '@lens/event-store';
import type { EcpCodeRequest } from '@lens/validation';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { Failure } from '../../../platform/http/failure';
import { EVENT_STORE } from '../../../platform/infrastructure/tokens';
import { JobQueue } from '../../../platform/jobs/job-queue';
import { mailJobsOf } from '../../../platform/jobs/mail-plans';
import { PracticeCodes } from '../practice-codes';
import { PracticeDirectory } from '../practice-directory';
import { type EcpCodeRequested, practiceRequestMetadata } from '../practice-request.events';

/**
 * Records a visitor's request for a practice's promo code by e-mail, with the practice's code
 * (issued on its first request, the same ever after), then queues the e-mail under the event's
 * id (sent once). Should the process stop in between, the worker's process manager plans the
 * same job from the event.
 */
export class RequestPracticeCodeCommand extends Command<{ requestId: string }> {
  constructor(
    readonly request: EcpCodeRequest,
    readonly language: Language,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(RequestPracticeCodeCommand)
export class RequestPracticeCodeHandler implements ICommandHandler<RequestPracticeCodeCommand> {
  constructor(
    private readonly directory: PracticeDirectory,
    private readonly codes: PracticeCodes,
    private readonly jobs: JobQueue,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ request, language, context }: RequestPracticeCodeCommand) {
    const practice = await this.directory.bySap(request.sap);
    if (!practice || practice.status !== 'active' || practice.sap === NOT_LISTED_SAP)
      throw new Failure('NOT_FOUND', 'sap');
    const code = await this.codes.codeFor(practice, context);
    const requestId = randomUUID();
    const eventId = randomUUID();
    const requestedAt = this.clock.now().toISOString();
    const event: EcpCodeRequested = {
      type: 'EcpCodeRequested',
      data: {
        requestId,
        sap: practice.sap,
        email: request.email,
        language,
        requestedAt,
        practice: { sap: practice.sap, display_name: practice.display_name, url: practice.url },
        code,
      },
    };
    const streamId = `ecp-code-request-${requestId}`;
    await this.store.append(
      streamId,
      [{ id: eventId, ...event, metadata: practiceRequestMetadata(context) }],
      'no_stream',
    );
    await this.jobs.enqueueAll(mailJobsOf({ id: eventId, streamId, ...event }));
    return { requestId };
  }
}

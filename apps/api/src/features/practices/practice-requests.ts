import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type Language, NOT_LISTED_SAP } from '@lens/domain';
import type { EventStore } from '@lens/event-store';
import type { EcpCodeRequest, EcpNotListed } from '@lens/validation';
import { CLOCK, type Clock } from '../../platform/clock/clock';
import { type CommandContext, metadataOf } from '../../platform/event-sourcing/command-context';
import { Failure } from '../../platform/http/failure';
import { EVENT_STORE } from '../../platform/infrastructure/tokens';
import { JobQueue } from '../../platform/jobs/job-queue';
import { mailJobsOf } from '../../platform/jobs/mail-plans';
import { PracticeCodes } from './practice-codes';
import { PracticeDirectory } from './practice-directory';
import {
  PRACTICE_REQUEST_SCHEMA_VERSION,
  type EcpCodeRequested,
  type EcpNotListedReported,
} from './practice-request.events';
import { detailView } from './practice-view';

/** What visitors and patients ask of a practice: its promo code by e-mail, a missing doctor. */
@Injectable()
export class PracticeRequests {
  constructor(
    private readonly directory: PracticeDirectory,
    private readonly codes: PracticeCodes,
    private readonly jobs: JobQueue,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Records the request with the practice's code (issued on its first request, the same ever
   * after), then queues the e-mail under the event's id (sent once). Should the process stop in
   * between, the worker's process manager plans the same job from the event.
   */
  async requestCode(request: EcpCodeRequest, language: Language, context: CommandContext) {
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
      [{ id: eventId, ...event, metadata: this.metadata(context) }],
      'no_stream',
    );
    await this.jobs.enqueueAll(mailJobsOf({ id: eventId, streamId, ...event }));
    return { requestId };
  }

  /**
   * Doctor not listed: sap 999 with the doctor's name, or an active practice whose doctor is
   * missing. Answers the practice to select, carrying the doctor's name.
   */
  async reportNotListed(report: EcpNotListed, context: CommandContext) {
    const practice = await this.directory.bySap(report.sap);
    if (!practice || (practice.status !== 'active' && practice.sap !== NOT_LISTED_SAP))
      throw new Failure('NOT_FOUND', 'sap');
    const reportId = randomUUID();
    const now = this.clock.now();
    const event: EcpNotListedReported = {
      type: 'EcpNotListedReported',
      data: {
        reportId,
        sap: practice.sap,
        firstName: report.first_name ?? '',
        lastName: report.last_name ?? '',
        reportedAt: now.toISOString(),
      },
    };
    await this.store.append(
      `ecp-not-listed-${reportId}`,
      [{ ...event, metadata: this.metadata(context) }],
      'no_stream',
    );
    return {
      reportId,
      eyeCareProfessional: {
        ...detailView(practice, now),
        cannot_find: practice.sap === NOT_LISTED_SAP,
        first_name: report.first_name ?? '',
        last_name: report.last_name ?? '',
      },
    };
  }

  private metadata(context: CommandContext) {
    return { ...metadataOf(context), schemaVersion: PRACTICE_REQUEST_SCHEMA_VERSION };
  }
}

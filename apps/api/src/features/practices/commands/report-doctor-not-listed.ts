import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { NOT_LISTED_SAP } from '@lens/domain';
import type { EventStore } from '@lens/event-store';
import type { EcpNotListed } from '@lens/validation';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { Failure } from '../../../platform/http/failure';
import { EVENT_STORE } from '../../../platform/infrastructure/tokens';
import { PracticeDirectory } from '../practice-directory';
import { type EcpNotListedReported, practiceRequestMetadata } from '../practice-request.events';
import { type PracticeDetail, detailView } from '../practice-view';

export interface NotListedReport {
  reportId: string;
  eyeCareProfessional: PracticeDetail & {
    cannot_find: boolean;
    first_name: string;
    last_name: string;
  };
}

/**
 * Doctor not listed: sap 999 with the doctor's name, or an active practice whose doctor is
 * missing. Answers the practice to select, carrying the doctor's name.
 */
export class ReportDoctorNotListedCommand extends Command<NotListedReport> {
  constructor(
    readonly report: EcpNotListed,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ReportDoctorNotListedCommand)
export class ReportDoctorNotListedHandler implements ICommandHandler<ReportDoctorNotListedCommand> {
  constructor(
    private readonly directory: PracticeDirectory,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ report, context }: ReportDoctorNotListedCommand): Promise<NotListedReport> {
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
      [{ ...event, metadata: practiceRequestMetadata(context) }],
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
}

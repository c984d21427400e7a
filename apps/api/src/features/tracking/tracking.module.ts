import { Module } from '@nestjs/common';
import { ExitToAffiliateHandler } from './commands/exit-to-affiliate';
import { ReportClientErrorHandler } from './commands/report-client-error';
import { TrackHandler } from './commands/track';
import { TrackingController } from './tracking.controller';

/** Web telemetry: tracked events, client errors and the tracked affiliate exit. */
@Module({
  controllers: [TrackingController],
  providers: [TrackHandler, ReportClientErrorHandler, ExitToAffiliateHandler],
})
export class TrackingModule {}

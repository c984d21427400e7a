import { Module } from '@nestjs/common';
import { TrackingController } from './tracking.controller';
import { TrackingService } from './tracking-service';

/** Web telemetry: tracked events, client errors and the tracked affiliate exit. */
@Module({ controllers: [TrackingController], providers: [TrackingService] })
export class TrackingModule {}

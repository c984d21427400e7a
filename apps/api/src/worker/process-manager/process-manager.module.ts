import { Module } from '@nestjs/common';
import { JobsModule } from '../../platform/jobs/jobs.module';
import { EntrySweep } from './entry-sweep';
import { ProcessManager } from './process-manager';

/**
 * The worker's event → job planner (one active across worker processes), and the sweep that
 * queues again the job of any entry left behind.
 */
@Module({ imports: [JobsModule], providers: [ProcessManager, EntrySweep] })
export class ProcessManagerModule {}

import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module';
import { ProcessManager } from './process-manager';

/** The worker's event → job planner (one active across worker processes). */
@Module({ imports: [JobsModule], providers: [ProcessManager] })
export class ProcessManagerModule {}

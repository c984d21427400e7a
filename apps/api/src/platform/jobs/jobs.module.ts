import { Module } from '@nestjs/common';
import { JobQueue } from './job-queue';

/** The job producer; features import this module to enqueue e-mails and other work. */
@Module({ providers: [JobQueue], exports: [JobQueue] })
export class JobsModule {}

import { Module } from '@nestjs/common';
import { SubmissionsModule } from '../../features/submissions/submissions.module';
import { CsvStreams } from './csv-stream';

/** What several back-office areas share: CSV downloads streamed from read models. */
@Module({ imports: [SubmissionsModule], providers: [CsvStreams], exports: [CsvStreams] })
export class AdminSharedModule {}

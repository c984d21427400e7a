import { Module } from '@nestjs/common';
import { JobsModule } from '../../platform/jobs/jobs.module';
import { SubmissionsModule } from '../../features/submissions/submissions.module';
import { UploadsModule } from '../../features/uploads/uploads.module';
import { EntryDecisions } from './entry-decisions';
import { EntryHistory } from './entry-history';
import { EntryPhotos } from './entry-photos';
import { EntryReplay } from './entry-replay';
import { EntrySearch } from './entry-search';
import { ReceiptReviews } from './receipt-reviews';
import { ReceiptReviewsController } from './receipt-reviews.controller';
import { EntryCommentsController, SupportController } from './support.controller';

/** Support: entry search, history, past states, replay, comments, overrides, receipt reviews. */
@Module({
  imports: [SubmissionsModule, JobsModule, UploadsModule],
  controllers: [SupportController, EntryCommentsController, ReceiptReviewsController],
  providers: [EntrySearch, EntryHistory, EntryReplay, EntryDecisions, EntryPhotos, ReceiptReviews],
})
export class SupportModule {}

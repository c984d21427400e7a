import { Module } from '@nestjs/common';
import { JobsModule } from '../../platform/jobs/jobs.module';
import { SubmissionsModule } from '../../features/submissions/submissions.module';
import { UploadsModule } from '../../features/uploads/uploads.module';
import { ApproveEntryHandler } from './commands/approve-entry';
import { CommentOnEntryHandler } from './commands/comment-on-entry';
import { ConfirmAnnualLimitHandler } from './commands/confirm-annual-limit';
import { GrantExceptionHandler } from './commands/grant-exception';
import { LogIncompleteHandler } from './commands/log-incomplete';
import { RejectEntryHandler } from './commands/reject-entry';
import { ReplayEntryHandler } from './commands/replay-entry';
import { ResolveReceiptReviewHandler } from './commands/resolve-receipt-review';
import { EntriesHandler } from './queries/entries';
import { EntryDetailHandler } from './queries/entry-detail';
import { EntryLookupHandler } from './queries/entry-lookup';
import { EntryPhotoHandler } from './queries/entry-photo';
import { EntryStateAtHandler } from './queries/entry-state-at';
import { ReceiptReviewsHandler } from './queries/receipt-reviews';
import { ReceiptReviewsController } from './receipt-reviews.controller';
import { EntryCommentsController, SupportController } from './support.controller';

/** Support: entry search, history, past states, replay, comments, overrides, receipt reviews. */
@Module({
  imports: [SubmissionsModule, JobsModule, UploadsModule],
  controllers: [SupportController, EntryCommentsController, ReceiptReviewsController],
  providers: [
    EntriesHandler,
    EntryLookupHandler,
    EntryDetailHandler,
    EntryPhotoHandler,
    EntryStateAtHandler,
    ReceiptReviewsHandler,
    ReplayEntryHandler,
    ApproveEntryHandler,
    RejectEntryHandler,
    GrantExceptionHandler,
    ConfirmAnnualLimitHandler,
    CommentOnEntryHandler,
    LogIncompleteHandler,
    ResolveReceiptReviewHandler,
  ],
})
export class SupportModule {}

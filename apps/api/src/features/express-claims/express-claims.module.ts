import { Module } from '@nestjs/common';
import { PracticesModule } from '../practices/practices.module';
import { SubmissionsModule } from '../submissions/submissions.module';
import { PracticeSnapshotsModule } from '../practices/practice-snapshots.module';
import { UploadsModule } from '../uploads/uploads.module';
import { AttachExpressPhotoHandler } from './commands/attach-express-photo';
import { CheckoutExpressEntryHandler } from './commands/checkout-express-entry';
import { ClaimExpressEntryHandler } from './commands/claim-express-entry';
import { ConfirmExpressEntryHandler } from './commands/confirm-express-entry';
import { DeclineExpressEntryHandler } from './commands/decline-express-entry';
import { IssueExpressUploadKeyHandler } from './commands/issue-express-upload-key';
import { ExpressClaimsController } from './express-claims.controller';
import { ExpressEntries } from './express-entries';
import { ExpressClaimHandler } from './queries/express-claim';

/**
 * Express rewards and checkout shop (DESIGN §9). The upload keys it issues are the upload host's
 * own (UploadKeys, exported by the uploads module).
 */
@Module({
  imports: [UploadsModule, PracticesModule, PracticeSnapshotsModule, SubmissionsModule],
  controllers: [ExpressClaimsController],
  providers: [
    ExpressEntries,
    ExpressClaimHandler,
    CheckoutExpressEntryHandler,
    ClaimExpressEntryHandler,
    IssueExpressUploadKeyHandler,
    AttachExpressPhotoHandler,
    ConfirmExpressEntryHandler,
    DeclineExpressEntryHandler,
  ],
})
export class ExpressClaimsModule {}

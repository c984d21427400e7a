import { Module } from '@nestjs/common';
import { SmsSender } from '../auth/sms-sender';
import { DevInboxModule } from '../dev-inbox/dev-inbox.module';
import { InboxSmsSender } from '../dev-inbox/inbox-sms-sender';
import { PracticesModule } from '../practices/practices.module';
import { SubmissionsModule } from '../submissions/submissions.module';
import { PracticeSnapshots } from '../practices/practice-snapshots';
import { UploadKeys } from '../uploads/upload-keys';
import { UploadsModule } from '../uploads/uploads.module';
import { ExpressClaimsController } from './express-claims.controller';
import { ExpressClaims } from './express-claims.service';

/**
 * Express rewards and checkout shop (DESIGN §9). Upload keys are signed with the app's secret,
 * so the keys this module issues are the upload host's own (UploadKeys holds no state).
 */
@Module({
  imports: [UploadsModule, PracticesModule, SubmissionsModule, DevInboxModule],
  controllers: [ExpressClaimsController],
  providers: [
    ExpressClaims,
    PracticeSnapshots,
    UploadKeys,
    // The SMS port, bound as two-step binds it (the dev-inbox adapter until a provider exists).
    { provide: SmsSender, useExisting: InboxSmsSender },
  ],
})
export class ExpressClaimsModule {}

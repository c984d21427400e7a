import { Module } from '@nestjs/common';
import { PracticesModule } from '../practices/practices.module';
import { SubmissionsModule } from '../submissions/submissions.module';
import { PracticeSnapshotsModule } from '../practices/practice-snapshots.module';
import { UploadsModule } from '../uploads/uploads.module';
import { ExpressClaimsController } from './express-claims.controller';
import { ExpressClaims } from './express-claims.service';

/**
 * Express rewards and checkout shop (DESIGN §9). The upload keys it issues are the upload host's
 * own (UploadKeys, exported by the uploads module).
 */
@Module({
  imports: [UploadsModule, PracticesModule, PracticeSnapshotsModule, SubmissionsModule],
  controllers: [ExpressClaimsController],
  providers: [ExpressClaims],
})
export class ExpressClaimsModule {}

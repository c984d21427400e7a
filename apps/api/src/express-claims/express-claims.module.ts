import { Module } from '@nestjs/common';
import { PracticesModule } from '../practices/practices.module';
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
  imports: [UploadsModule, PracticesModule],
  controllers: [ExpressClaimsController],
  providers: [ExpressClaims, PracticeSnapshots, UploadKeys],
})
export class ExpressClaimsModule {}

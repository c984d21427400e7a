import { Module } from '@nestjs/common';
import { ProfilesModule } from '../../features/profiles/profiles.module';
import { SubmissionsModule } from '../../features/submissions/submissions.module';
import { EndImpersonationHandler } from './commands/end-impersonation';
import { StartImpersonationHandler } from './commands/start-impersonation';
import { ImpersonationController, PatientToolsController } from './impersonation.controller';
import { ProfileDetailHandler } from './queries/profile-detail';
import { ProfilesHandler } from './queries/profiles';
import { StaffRecords } from './staff-records';

/** Patient tools and acting for a patient. */
@Module({
  imports: [ProfilesModule, SubmissionsModule],
  controllers: [PatientToolsController, ImpersonationController],
  providers: [
    StaffRecords,
    ProfilesHandler,
    ProfileDetailHandler,
    StartImpersonationHandler,
    EndImpersonationHandler,
  ],
})
export class ImpersonationModule {}

import { Module } from '@nestjs/common';
import { ProfilesModule } from '../../features/profiles/profiles.module';
import { SubmissionsModule } from '../../features/submissions/submissions.module';
import { Impersonation } from './impersonation';
import { ImpersonationController, PatientToolsController } from './impersonation.controller';
import { ProfileDirectory } from './profile-directory';

/** Patient tools and acting for a patient. */
@Module({
  imports: [ProfilesModule, SubmissionsModule],
  controllers: [PatientToolsController, ImpersonationController],
  providers: [Impersonation, ProfileDirectory],
})
export class ImpersonationModule {}

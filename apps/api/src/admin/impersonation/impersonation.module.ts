import { Module } from '@nestjs/common';
import { ProfilesModule } from '../../profiles/profiles.module';
import { SubmissionsModule } from '../../submissions/submissions.module';
import { ActingForPatientGuard } from '../access/staff';
import { Impersonation } from './impersonation';
import { ImpersonationController, PatientToolsController } from './impersonation.controller';
import { ProfileDirectory } from './profile-directory';

/** Patient tools and acting for a patient. */
@Module({
  imports: [ProfilesModule, SubmissionsModule],
  controllers: [PatientToolsController, ImpersonationController],
  providers: [Impersonation, ProfileDirectory, ActingForPatientGuard],
})
export class ImpersonationModule {}

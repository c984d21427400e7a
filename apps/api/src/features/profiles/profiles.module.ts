import { Module } from '@nestjs/common';
import { ExtrasModule } from '../extras/extras.module';
import { JobsModule } from '../../platform/jobs/jobs.module';
import { PracticeSnapshotsModule } from '../practices/practice-snapshots.module';
import { SubmissionsModule } from '../submissions/submissions.module';
import { Accounts } from './accounts';
import { Credentials } from './credentials';
import { ExpressNotices } from './express-notices';
import { LoginThrottle } from './login-throttle';
import { PasswordResets } from './password-resets';
import { Passwords } from './passwords';
import { ProfileAccount } from './profile-account';
import { ProfileProgramsController } from './profile-programs.controller';
import { ProfileSessions } from './profile-sessions';
import { ProfileStandings } from './profile-standing';
import { ProfilesController } from './profiles.controller';
import { ProfilesReadModel } from './profiles-read-model';

/** Registration, sign-in, the profile and its programmes; `Accounts` for the demo seed. */
@Module({
  imports: [JobsModule, SubmissionsModule, ExtrasModule, PracticeSnapshotsModule],
  controllers: [ProfilesController, ProfileProgramsController],
  providers: [
    Accounts,
    Credentials,
    ExpressNotices,
    LoginThrottle,
    PasswordResets,
    Passwords,
    ProfileAccount,
    ProfileSessions,
    ProfileStandings,
    ProfilesReadModel,
  ],
  exports: [Accounts, ProfilesReadModel, ProfileSessions, Credentials, ProfileAccount],
})
export class ProfilesModule {}

import { Module } from '@nestjs/common';
import { ExtrasModule } from '../extras/extras.module';
import { JobsModule } from '../../platform/jobs/jobs.module';
import { PracticeSnapshotsModule } from '../practices/practice-snapshots.module';
import { SubmissionsModule } from '../submissions/submissions.module';
import { Accounts } from './accounts';
import { ConfirmPasswordResetHandler } from './commands/confirm-password-reset';
import { LogInHandler } from './commands/log-in';
import { LogOutHandler } from './commands/log-out';
import { RegisterProfileHandler } from './commands/register-profile';
import { RequestPasswordResetHandler } from './commands/request-password-reset';
import { Credentials } from './credentials';
import { ExpressNotices } from './express-notices';
import { LoginThrottle } from './login-throttle';
import { Passwords } from './passwords';
import { ProfileProgramsController } from './profile-programs.controller';
import { ProfileSessions } from './profile-sessions';
import { ProfileStandings } from './profile-standing';
import { ProfilesController } from './profiles.controller';
import { CheckPasswordResetHandler } from './queries/check-password-reset';
import { CurrentProfileHandler } from './queries/current-profile';
import { ProfileProgramsHandler } from './queries/profile-programs';

/** Registration, sign-in, the profile and its programmes; `Accounts` for the demo seed. */
@Module({
  imports: [JobsModule, SubmissionsModule, ExtrasModule, PracticeSnapshotsModule],
  controllers: [ProfilesController, ProfileProgramsController],
  providers: [
    Accounts,
    Credentials,
    ExpressNotices,
    LoginThrottle,
    Passwords,
    ProfileSessions,
    ProfileStandings,
    RegisterProfileHandler,
    LogInHandler,
    RequestPasswordResetHandler,
    ConfirmPasswordResetHandler,
    LogOutHandler,
    CheckPasswordResetHandler,
    CurrentProfileHandler,
    ProfileProgramsHandler,
  ],
  exports: [Accounts, ProfileSessions, Credentials],
})
export class ProfilesModule {}

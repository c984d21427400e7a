import { Module } from '@nestjs/common';
import { ExtrasModule } from '../extras/extras.module';
import { PracticeSnapshots } from '../practices/practice-snapshots';
import { SubmissionsModule } from '../submissions/submissions.module';
import { Accounts } from './accounts';
import { Credentials } from './credentials';
import { Passwords } from './passwords';
import { ProfileProgramsController } from './profile-programs.controller';
import { ProfileSessions } from './profile-sessions';
import { ProfileStandings } from './profile-standing';
import { ProfilesController } from './profiles.controller';
import { ProfilesReadModel } from './profiles-read-model';

/** Registration, sign-in, the profile and its programmes; `Accounts` for the demo seed. */
@Module({
  imports: [SubmissionsModule, ExtrasModule],
  controllers: [ProfilesController, ProfileProgramsController],
  providers: [
    Accounts,
    Credentials,
    Passwords,
    PracticeSnapshots,
    ProfileSessions,
    ProfileStandings,
    ProfilesReadModel,
  ],
  exports: [Accounts, ProfilesReadModel, ProfileSessions, Credentials],
})
export class ProfilesModule {}

import { Module } from '@nestjs/common';
import { Accounts } from './accounts';
import { Credentials } from './credentials';
import { ExpressNotices } from './express-notices';
import { Passwords } from './passwords';
import { ProfileProgramsController } from './profile-programs.controller';
import { ProfileSessions } from './profile-sessions';
import { ProfilesController } from './profiles.controller';
import { ProfilesReadModel } from './profiles-read-model';

/** Registration, sign-in, the profile and its programmes; `Accounts` for the demo seed. */
@Module({
  controllers: [ProfilesController, ProfileProgramsController],
  providers: [Accounts, Credentials, Passwords, ProfileSessions, ProfilesReadModel, ExpressNotices],
  exports: [Accounts, ProfilesReadModel, ProfileSessions, Credentials],
})
export class ProfilesModule {}

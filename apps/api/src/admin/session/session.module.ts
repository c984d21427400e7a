import { Module } from '@nestjs/common';
import { ProfilesModule } from '../../features/profiles/profiles.module';
import { CloseStaffSessionHandler } from './commands/close-staff-session';
import { OpenStaffSessionHandler } from './commands/open-staff-session';
import { StaffSessionHandler } from './queries/staff-session';
import { SessionController } from './session.controller';

/** The admin session cookie for browser-only pages. */
@Module({
  imports: [ProfilesModule],
  controllers: [SessionController],
  providers: [OpenStaffSessionHandler, StaffSessionHandler, CloseStaffSessionHandler],
})
export class AdminSessionModule {}

import { Module } from '@nestjs/common';
import { JobsModule } from '../../platform/jobs/jobs.module';
import { ReferFriendsHandler } from './commands/refer-friends';
import { ReferralsController } from './referrals.controller';

/** Viral ("tell a friend") referrals. */
@Module({
  imports: [JobsModule],
  controllers: [ReferralsController],
  providers: [ReferFriendsHandler],
})
export class ReferralsModule {}

import { Module } from '@nestjs/common';
import { JobsModule } from '../../platform/jobs/jobs.module';
import { ReferralService } from './referral-service';
import { ReferralsController } from './referrals.controller';

/** Viral ("tell a friend") referrals. */
@Module({
  imports: [JobsModule],
  controllers: [ReferralsController],
  providers: [ReferralService],
})
export class ReferralsModule {}

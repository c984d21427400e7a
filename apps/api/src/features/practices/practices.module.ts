import { Module } from '@nestjs/common';
import { JobsModule } from '../../platform/jobs/jobs.module';
import { PromotionsModule } from '../promotions/promotions.module';
import { PracticeCodes } from './practice-codes';
import { PracticeDirectory } from './practice-directory';
import { PracticeQueries } from './practice-queries';
import { PracticeRequests } from './practice-requests';
import { PracticesController } from './practices.controller';

/** Practices (ECPs): search, lookup, promo-code requests and "doctor not listed". */
@Module({
  imports: [JobsModule, PromotionsModule],
  controllers: [PracticesController],
  providers: [PracticeDirectory, PracticeQueries, PracticeRequests, PracticeCodes],
  exports: [PracticeDirectory],
})
export class PracticesModule {}

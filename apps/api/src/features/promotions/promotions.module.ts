import { Module } from '@nestjs/common';
import { SubmissionsModule } from '../submissions/submissions.module';
import { PromotionDefinitions } from './promotion-definitions';
import { Promotions } from './promotions';

/** Promotions and code classes (event-sourced): the admin commands and the definitions lookup. */
@Module({
  imports: [SubmissionsModule],
  providers: [Promotions, PromotionDefinitions],
  exports: [Promotions, PromotionDefinitions],
})
export class PromotionsModule {}

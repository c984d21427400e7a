import { Module } from '@nestjs/common';
import { SubmissionsModule } from '../submissions/submissions.module';
import { Promotions } from './promotions';

/** Promotions and code classes (event-sourced): the admin commands and the definitions lookup. */
@Module({
  imports: [SubmissionsModule],
  providers: [Promotions],
  exports: [Promotions],
})
export class PromotionsModule {}

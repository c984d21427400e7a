import { Module } from '@nestjs/common';
import { PromotionsModule } from '../../features/promotions/promotions.module';
import { SubmissionsModule } from '../../features/submissions/submissions.module';
import { PromotionCatalogue } from './promotion-catalogue';
import { PromotionsAdminController } from './promotions-admin.controller';

/** Admin promotions, code classes, stacking and practice lists. */
@Module({
  imports: [PromotionsModule, SubmissionsModule],
  controllers: [PromotionsAdminController],
  providers: [PromotionCatalogue],
})
export class PromotionsAdminModule {}

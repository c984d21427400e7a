import { Module } from '@nestjs/common';
import { PromotionsModule } from '../../features/promotions/promotions.module';
import { SubmissionsModule } from '../../features/submissions/submissions.module';
import { CombineCodeClassesHandler } from './commands/combine-code-classes';
import { CreatePromotionHandler } from './commands/create-promotion';
import { DefineCodeClassHandler } from './commands/define-code-class';
import { RevisePromotionHandler } from './commands/revise-promotion';
import { SetPracticeListHandler } from './commands/set-practice-list';
import { PromotionsAdminController } from './promotions-admin.controller';
import { CodeClassesHandler } from './queries/code-classes';
import { PromotionHandler } from './queries/promotion';
import { PromotionsHandler } from './queries/promotions';

/** Admin promotions, code classes, stacking and practice lists. */
@Module({
  imports: [PromotionsModule, SubmissionsModule],
  controllers: [PromotionsAdminController],
  providers: [
    PromotionsHandler,
    PromotionHandler,
    CodeClassesHandler,
    CreatePromotionHandler,
    RevisePromotionHandler,
    SetPracticeListHandler,
    DefineCodeClassHandler,
    CombineCodeClassesHandler,
  ],
})
export class PromotionsAdminModule {}

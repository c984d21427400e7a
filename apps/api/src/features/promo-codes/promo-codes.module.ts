import { Module } from '@nestjs/common';
import { PromotionsModule } from '../promotions/promotions.module';
import { SubmissionsModule } from '../submissions/submissions.module';
import { ApplyPromoCodeHandler } from './commands/apply-promo-code';
import { RemovePromoCodeHandler } from './commands/remove-promo-code';
import { PromoCodesController } from './promo-codes.controller';
import { PromoCodeLimitHandler } from './queries/promo-code-limit';
import { PromoCodesOfEntryHandler } from './queries/promo-codes-of-entry';

/** Promo codes on the patient's entries. */
@Module({
  imports: [SubmissionsModule, PromotionsModule],
  controllers: [PromoCodesController],
  providers: [
    ApplyPromoCodeHandler,
    RemovePromoCodeHandler,
    PromoCodesOfEntryHandler,
    PromoCodeLimitHandler,
  ],
})
export class PromoCodesModule {}

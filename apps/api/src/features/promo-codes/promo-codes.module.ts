import { Module } from '@nestjs/common';
import { PromotionsModule } from '../promotions/promotions.module';
import { SubmissionsModule } from '../submissions/submissions.module';
import { PromoCodeAttempts } from './promo-code-attempts';
import { PromoCodeFlow } from './promo-code-flow';
import { PromoCodesController } from './promo-codes.controller';

/** Promo codes on the patient's entries. */
@Module({
  imports: [SubmissionsModule, PromotionsModule],
  controllers: [PromoCodesController],
  providers: [PromoCodeFlow, PromoCodeAttempts],
})
export class PromoCodesModule {}

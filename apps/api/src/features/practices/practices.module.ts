import { Module } from '@nestjs/common';
import { JobsModule } from '../../platform/jobs/jobs.module';
import { PromotionsModule } from '../promotions/promotions.module';
import { ReportDoctorNotListedHandler } from './commands/report-doctor-not-listed';
import { RequestPracticeCodeHandler } from './commands/request-practice-code';
import { PracticeDirectory } from './practice-directory';
import { PracticesController } from './practices.controller';
import { PracticeBySapHandler } from './queries/practice-by-sap';
import { PracticesByPostalCodeHandler } from './queries/practices-by-postal-code';
import { PracticesByRadiusHandler } from './queries/practices-by-radius';
import { TargetedPracticeHandler } from './queries/targeted-practice';

/** Practices (ECPs): search, lookup, promo-code requests and "doctor not listed". */
@Module({
  imports: [JobsModule, PromotionsModule],
  controllers: [PracticesController],
  providers: [
    PracticeDirectory,
    PracticesByPostalCodeHandler,
    PracticesByRadiusHandler,
    PracticeBySapHandler,
    TargetedPracticeHandler,
    RequestPracticeCodeHandler,
    ReportDoctorNotListedHandler,
  ],
  exports: [PracticeDirectory],
})
export class PracticesModule {}

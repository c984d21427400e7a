import { Module } from '@nestjs/common';
import { PatientLimits } from './patient-limits';
import { PatientLimitsController } from './patient-limits.controller';
import { UploadsModule } from '../uploads/uploads.module';
import { PatientDirectory } from './patient-directory';
import { PracticeSnapshotsModule } from '../practices/practice-snapshots.module';
import { PurchaseSubmissionsController } from './purchase-submissions.controller';
import { EntryStreamsModule } from './entry-streams';
import { ActivePatientLimitedHandler } from './queries/active-patient-limited';
import { LimitRemainingHandler } from './queries/limit-remaining';
import { AttachReceiptHandler } from './commands/attach-receipt';
import { ConfirmSubmissionHandler } from './commands/confirm-submission';
import { DiscardSubmissionHandler } from './commands/discard-submission';
import { EnterPurchaseDateHandler } from './commands/enter-purchase-date';
import { StartResubmissionHandler } from './commands/start-resubmission';
import { SubmitSuppliesHandler } from './commands/submit-supplies';
import { OwnedSubmissionHandler } from './queries/owned-submission';
import { ProductBySkuHandler } from './queries/product-by-sku';
import { SubmissionsOfProfileHandler } from './queries/submissions-of-profile';

/** The purchase flow, the patient's entries and the annual supply limit. */
@Module({
  imports: [UploadsModule, PracticeSnapshotsModule, EntryStreamsModule],
  controllers: [PurchaseSubmissionsController, PatientLimitsController],
  providers: [
    PatientDirectory,
    PatientLimits,
    EnterPurchaseDateHandler,
    SubmitSuppliesHandler,
    AttachReceiptHandler,
    ConfirmSubmissionHandler,
    DiscardSubmissionHandler,
    StartResubmissionHandler,
    SubmissionsOfProfileHandler,
    OwnedSubmissionHandler,
    ProductBySkuHandler,
    LimitRemainingHandler,
    ActivePatientLimitedHandler,
  ],
  exports: [EntryStreamsModule, PatientDirectory, PatientLimits],
})
export class SubmissionsModule {}

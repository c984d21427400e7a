import { Module } from '@nestjs/common';
import { PatientLimits } from '../ledger/patient-limits';
import { PatientLimitsController } from '../ledger/patient-limits.controller';
import { SupplyLedger } from '../ledger/supply-ledger';
import { UploadsModule } from '../uploads/uploads.module';
import { PatientDirectory } from './patient-directory';
import { PracticeSnapshotsModule } from '../practices/practice-snapshots.module';
import { PurchaseSubmissionsController } from './purchase-submissions.controller';
import { ReadModels } from './read-models';
import { SubmissionCommands } from './submission-commands';
import { SubmissionQueries } from './submission-queries';
import { ActivePatientLimitedHandler } from '../ledger/queries/active-patient-limited';
import { LimitRemainingHandler } from '../ledger/queries/limit-remaining';
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
  imports: [UploadsModule, PracticeSnapshotsModule],
  controllers: [PurchaseSubmissionsController, PatientLimitsController],
  providers: [
    ReadModels,
    PatientDirectory,
    SupplyLedger,
    SubmissionCommands,
    SubmissionQueries,
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
  exports: [
    ReadModels,
    SubmissionCommands,
    SubmissionQueries,
    PatientDirectory,
    SupplyLedger,
    PatientLimits,
  ],
})
export class SubmissionsModule {}

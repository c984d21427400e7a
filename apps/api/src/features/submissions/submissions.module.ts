import { Module } from '@nestjs/common';
import { PatientLimits } from '../ledger/patient-limits';
import { PatientLimitsController } from '../ledger/patient-limits.controller';
import { SupplyLedger } from '../ledger/supply-ledger';
import { UploadsModule } from '../uploads/uploads.module';
import { PatientDirectory } from './patient-directory';
import { PracticeSnapshotsModule } from '../practices/practice-snapshots.module';
import { PurchaseFlow } from './purchase-flow';
import { PurchaseSubmissionsController } from './purchase-submissions.controller';
import { ReadModels } from './read-models';
import { SubmissionCommands } from './submission-commands';
import { SubmissionQueries } from './submission-queries';

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
    PurchaseFlow,
    PatientLimits,
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

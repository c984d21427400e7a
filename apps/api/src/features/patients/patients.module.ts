import { Module } from '@nestjs/common';
import { ProfilesModule } from '../profiles/profiles.module';
import { PracticeSnapshotsModule } from '../practices/practice-snapshots.module';
import { AddPatientHandler } from './commands/add-patient';
import { UpdatePatientHandler } from './commands/update-patient';
import { PatientsController } from './patients.controller';
import { PatientsOfProfileHandler } from './queries/patients-of-profile';

/** The profile's patients: add, update (with the chosen practice) and list. */
@Module({
  imports: [ProfilesModule, PracticeSnapshotsModule],
  controllers: [PatientsController],
  providers: [AddPatientHandler, UpdatePatientHandler, PatientsOfProfileHandler],
})
export class PatientsModule {}

import { Module } from '@nestjs/common';
import { ProfilesModule } from '../profiles/profiles.module';
import { PatientCommands } from './patient-commands';
import { PatientList } from './patient-list';
import { PatientsController } from './patients.controller';
import { PracticeSnapshotsModule } from '../practices/practice-snapshots.module';

/** The profile's patients: add, update (with the chosen practice) and list. */
@Module({
  imports: [ProfilesModule, PracticeSnapshotsModule],
  controllers: [PatientsController],
  providers: [PatientCommands, PatientList],
  exports: [PatientCommands],
})
export class PatientsModule {}

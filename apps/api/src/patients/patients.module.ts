import { Module } from '@nestjs/common';
import { ProfilesModule } from '../profiles/profiles.module';
import { PatientCommands } from './patient-commands';
import { PatientList } from './patient-list';
import { PatientsController } from './patients.controller';
import { PracticeSnapshots } from '../practices/practice-snapshots';

/** The profile's patients: add, update (with the chosen practice) and list. */
@Module({
  imports: [ProfilesModule],
  controllers: [PatientsController],
  providers: [PatientCommands, PatientList, PracticeSnapshots],
  exports: [PatientCommands],
})
export class PatientsModule {}

import { Module } from '@nestjs/common';
import { SubmissionsModule } from '../../features/submissions/submissions.module';
import { AdminSharedModule } from '../shared/admin-shared.module';
import { OptInDirectory } from './opt-in-directory';
import { OptInsController } from './opt-ins.controller';

/** The opt-ins' owner in the back office: list, filters, CSV export. */
@Module({
  imports: [AdminSharedModule, SubmissionsModule],
  controllers: [OptInsController],
  providers: [OptInDirectory],
})
export class OptInsAdminModule {}

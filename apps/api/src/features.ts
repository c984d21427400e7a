import type { Type } from '@nestjs/common';
import { AdminModule } from './admin/admin.module';
import { AppStateModule } from './app-state/app-state.module';
import { TwoStepModule } from './auth/two-step.module';
import { DevInboxModule } from './dev-inbox/dev-inbox.module';
import { HealthModule } from './health/health.module';
import { PromoCodesModule } from './promo-codes/promo-codes.module';
import { PromotionsModule } from './promotions/promotions.module';
import { QueueAdminModule } from './jobs/queue-admin.module';
import { SubmissionsModule } from './submissions/submissions.module';
import { UploadsModule } from './uploads/uploads.module';
import { OpenApiModule } from './openapi/openapi.module';
import { PatientsModule } from './patients/patients.module';
import { ProfilesModule } from './profiles/profiles.module';
import { EscalationsModule } from './escalations/escalations.module';
import { EstimatorModule } from './estimator/estimator.module';
import { ExpressClaimsModule } from './express-claims/express-claims.module';
import { ExtrasModule } from './extras/extras.module';
import { OptInModule } from './opt-in/opt-in.module';
import { PracticesModule } from './practices/practices.module';
import { ReferralsModule } from './referrals/referrals.module';
import { RewardsChatModule } from './rewards-chat/rewards-chat.module';
import { TrackingModule } from './tracking/tracking.module';

/** Every business area's Nest module; the app mounts exactly these. */
export const featureModules: Type[] = [
  HealthModule,
  AppStateModule,
  SubmissionsModule,
  UploadsModule,
  PromotionsModule,
  PromoCodesModule,
  OpenApiModule,
  ProfilesModule,
  PatientsModule,
  TwoStepModule,
  DevInboxModule,
  QueueAdminModule,
  PracticesModule,
  EstimatorModule,
  OptInModule,
  TrackingModule,
  EscalationsModule,
  ReferralsModule,
  ExpressClaimsModule,
  ExtrasModule,
  RewardsChatModule,
  AdminModule,
];

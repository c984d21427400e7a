import type { Type } from '@nestjs/common';
import { AdminModule } from './admin/admin.module';
import { AppStateModule } from './features/app-state/app-state.module';
import { TwoStepModule } from './features/two-step/two-step.module';
import { DevInboxModule } from './dev/inbox/dev-inbox.module';
import { HealthModule } from './platform/health/health.module';
import { PromoCodesModule } from './features/promo-codes/promo-codes.module';
import { PromotionsModule } from './features/promotions/promotions.module';
import { QueueAdminModule } from './admin/queues/queue-admin.module';
import { SubmissionsModule } from './features/submissions/submissions.module';
import { UploadsModule } from './features/uploads/uploads.module';
import { OpenApiModule } from './platform/openapi/openapi.module';
import { PatientsModule } from './features/patients/patients.module';
import { ProfilesModule } from './features/profiles/profiles.module';
import { EscalationsModule } from './features/escalations/escalations.module';
import { EstimatorModule } from './features/estimator/estimator.module';
import { ExpressClaimsModule } from './features/express-claims/express-claims.module';
import { ExtrasModule } from './features/extras/extras.module';
import { OptInModule } from './features/opt-in/opt-in.module';
import { PracticesModule } from './features/practices/practices.module';
import { ReferralsModule } from './features/referrals/referrals.module';
import { RewardsChatModule } from './features/rewards-chat/rewards-chat.module';
import { TrackingModule } from './features/tracking/tracking.module';

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

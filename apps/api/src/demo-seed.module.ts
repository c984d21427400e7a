import { type DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { LoggerModule } from 'nestjs-pino';
import type { AppOptions } from './app.module';
import { DevInboxModule } from './dev/inbox/dev-inbox.module';
import { AuthModule } from './platform/auth/auth.module';
import { InfrastructureModule } from './platform/infrastructure/infrastructure.module';
import { PatientsModule } from './features/patients/patients.module';
import { ProfilesModule } from './features/profiles/profiles.module';
import { PromotionsModule } from './features/promotions/promotions.module';

/**
 * What the demo seed needs: accounts, patients and promotions over the shared infrastructure, and
 * the one binding of the SMS port (the profiles' handlers inject it).
 */
@Module({})
export class DemoSeedModule {
  static forRoot(options: AppOptions): DynamicModule {
    return {
      module: DemoSeedModule,
      imports: [
        LoggerModule.forRoot({ pinoHttp: { level: options.config.logLevel } }),
        InfrastructureModule.forRoot(options),
        CqrsModule.forRoot(),
        AuthModule,
        DevInboxModule,
        ProfilesModule,
        PatientsModule,
        PromotionsModule,
      ],
    };
  }
}

import { type DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { LoggerModule } from 'nestjs-pino';
import type { AppOptions } from './app.module';
import { AuthModule } from './platform/auth/auth.module';
import { InfrastructureModule } from './platform/infrastructure/infrastructure.module';
import { PatientsModule } from './features/patients/patients.module';
import { ProfilesModule } from './features/profiles/profiles.module';
import { PromotionsModule } from './features/promotions/promotions.module';

/** What the demo seed needs: accounts, patients and promotions over the shared infrastructure. */
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
        ProfilesModule,
        PatientsModule,
        PromotionsModule,
      ],
    };
  }
}

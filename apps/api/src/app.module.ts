import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { LoggerModule } from 'nestjs-pino';
import { AuthGuard } from './platform/auth/auth.guard';
import { AuthModule } from './platform/auth/auth.module';
import type { Clock } from './platform/clock/clock';
import type { AppConfig } from './platform/config/config';
import { featureModules } from './feature-modules';
import { ErrorFilter } from './platform/http/error.filter';
import { requestIdOf } from './platform/http/request-id';
import { IdempotencyModule } from './platform/idempotency/idempotency.module';
import { InfrastructureModule } from './platform/infrastructure/infrastructure.module';
import { RateLimitGuard } from './platform/rate-limit/rate-limit';

export interface AppOptions {
  config: AppConfig;
  clock?: Clock;
}

@Module({})
export class AppModule {
  static forRoot(options: AppOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        LoggerModule.forRoot({
          pinoHttp: {
            level: options.config.logLevel,
            genReqId: (request) => requestIdOf(request.headers['x-request-id']),
            redact: ['req.headers["profile-token"]', 'req.headers.cookie'],
            autoLogging: { ignore: (request) => request.url === '/api/health' },
          },
        }),
        InfrastructureModule.forRoot(options),
        CqrsModule.forRoot(),
        AuthModule,
        IdempotencyModule,
        ...featureModules,
      ],
      providers: [
        { provide: APP_FILTER, useClass: ErrorFilter },
        { provide: APP_GUARD, useClass: AuthGuard },
        { provide: APP_GUARD, useClass: RateLimitGuard },
      ],
    };
  }
}

import {
  type DynamicModule,
  Global,
  Inject,
  Injectable,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { type EventStore, createEventStore } from '@lens/event-store';
import { Redis } from 'ioredis';
import { Pool } from 'pg';
import { PinoLogger } from 'nestjs-pino';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { CLOCK, type Clock, createClock } from '../clock/clock';
import { ClockedEventStore } from '../event-sourcing/clocked-event-store';
import { ProjectionWaiter } from '../event-sourcing/projection-waiter';
import { EVENT_STORE, PG_POOL, REDIS } from './tokens';

@Injectable()
class InfrastructureShutdown implements OnApplicationShutdown {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(ProjectionWaiter) private readonly waiter: ProjectionWaiter,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.waiter.close();
    await this.store.close();
    this.redis.disconnect();
    await this.pool.end();
  }
}

export interface InfrastructureOptions {
  config: AppConfig;
  /** Tests pass a hand-moved clock. */
  clock?: Clock;
}

/** Config, clock, PostgreSQL, the event store and Redis, shared by every feature module. */
@Global()
export class InfrastructureModule {
  static forRoot({ config, clock }: InfrastructureOptions): DynamicModule {
    return {
      module: InfrastructureModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: CLOCK, useValue: clock ?? createClock(config.appNow) },
        {
          provide: PG_POOL,
          inject: [PinoLogger],
          useFactory: (logger: PinoLogger) => {
            const pool = new Pool({
              connectionString: config.databaseUrl,
              max: config.databasePoolSize,
            });
            pool.on('error', (error) =>
              logger.warn({ err: error }, 'idle database connection failed'),
            );
            return pool;
          },
        },
        {
          provide: EVENT_STORE,
          inject: [PG_POOL, PinoLogger, CLOCK],
          useFactory: (pool: Pool, logger: PinoLogger, appClock: Clock) =>
            new ClockedEventStore(
              config.eventStore.kind === 'esdb'
                ? createEventStore({
                    kind: 'esdb',
                    connectionString: config.eventStore.connectionString,
                  })
                : createEventStore({
                    kind: 'postgres',
                    pool,
                    logger: { warn: (msg, ctx) => logger.warn(ctx ?? {}, msg) },
                  }),
              appClock,
            ),
        },
        {
          provide: REDIS,
          useFactory: () =>
            new Redis(config.redis.url, {
              lazyConnect: false,
              maxRetriesPerRequest: 2,
              enableOfflineQueue: true,
            }),
        },
        ProjectionWaiter,
        InfrastructureShutdown,
      ],
      exports: [APP_CONFIG, CLOCK, PG_POOL, EVENT_STORE, REDIS, ProjectionWaiter],
    };
  }
}

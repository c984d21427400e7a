import {
  type DynamicModule,
  Global,
  Inject,
  Injectable,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { type EventStore, createEventStore, survivePoolErrors } from '@lens/event-store';
import { Redis } from 'ioredis';
import { Pool } from 'pg';
import { PinoLogger } from 'nestjs-pino';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { CLOCK, type Clock, createClock } from '../clock/clock';
import { ClockedEventStore } from '../event-sourcing/clocked-event-store';
import { ProjectionWaiter } from '../event-sourcing/projection-waiter';
import { scopedPool } from '../idempotency/scoped-pool';
import { ReadModels } from '../read-models/read-models';
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

const REDIS_READY_WAIT_MS = 5_000;

/**
 * The shared Redis client fails fast: while Redis is unreachable a command is refused at once
 * (no offline queue; the error filter answers 503) instead of waiting out reconnection attempts,
 * which go on every second at most. Start-up waits a little for the first connection, so the
 * first requests do not fail for want of it, but starts anyway when Redis is down.
 */
function connectRedis(config: AppConfig) {
  return async (logger: PinoLogger): Promise<Redis> => {
    const redis = new Redis(config.redis.url, {
      maxRetriesPerRequest: 2,
      enableOfflineQueue: false,
      retryStrategy: (times) => Math.min(times * 100, 1_000),
    });
    let down = false;
    redis.on('error', (error) => {
      if (!down) logger.warn({ err: error }, 'Redis unreachable; retrying');
      down = true;
    });
    redis.on('ready', () => {
      if (down) logger.info('Redis reachable again');
      down = false;
    });
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, REDIS_READY_WAIT_MS);
      redis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    return redis;
  };
}

export interface InfrastructureOptions {
  config: AppConfig;
  /** Tests pass a hand-moved clock. */
  clock?: Clock;
}

/**
 * Config, clock, PostgreSQL (and the read models' queries over it), the event store and Redis,
 * shared by every feature module.
 */
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
            const { connectMs, statementMs, idleInTransactionMs } = config.databaseTimeouts;
            const pool = new Pool({
              connectionString: config.databaseUrl,
              max: config.databasePoolSize,
              // Waiting for a free connection or for a new one to open: past this the request
              // fails (503) instead of queueing behind an exhausted pool or a dead server.
              connectionTimeoutMillis: connectMs,
              statement_timeout: statementMs,
              idle_in_transaction_session_timeout: idleInTransactionMs,
            });
            survivePoolErrors(pool, (error) =>
              logger.warn({ error }, 'idle database connection failed'),
            );
            // Inside a request with an Idempotency-Key, everything it writes is one transaction.
            return scopedPool(pool);
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
                    logger: {
                      warn: (msg, ctx) => logger.warn(ctx ?? {}, msg),
                      info: (msg, ctx) => logger.info(ctx ?? {}, msg),
                    },
                  }),
              appClock,
            ),
        },
        { provide: REDIS, inject: [PinoLogger], useFactory: connectRedis(config) },
        ProjectionWaiter,
        ReadModels,
        InfrastructureShutdown,
      ],
      exports: [APP_CONFIG, CLOCK, PG_POOL, EVENT_STORE, REDIS, ProjectionWaiter, ReadModels],
    };
  }
}

import { Controller, Get, HttpCode, Inject, Res } from '@nestjs/common';
import type { EventStore } from '@lens/event-store';
import { healthSchema } from '@lens/validation';
import type { Response } from 'express';
import type { Redis } from 'ioredis';
import type { Pool } from 'pg';
import { Public } from '../auth/access';
import { Returns } from '../http/contract';
import { ProjectionWaiter } from '../event-sourcing/projection-waiter';
import { EVENT_STORE, PG_POOL, REDIS } from '../infrastructure/tokens';

type Check = 'ok' | 'failing';

async function probe(work: () => Promise<unknown>, timeoutMs = 2_000): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      work(),
      new Promise(
        (_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), timeoutMs)),
      ),
    ]);
    return 'ok';
  } catch {
    return 'failing';
  } finally {
    clearTimeout(timer);
  }
}

@Controller('api/health')
export class HealthController {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(ProjectionWaiter) private readonly waiter: ProjectionWaiter,
  ) {}

  /**
   * 200 when PostgreSQL, Redis and the event store answer and the projection listener (which
   * read-your-writes calls need) is connected; 503 naming what is not.
   */
  @Public()
  @Get()
  @Returns(healthSchema)
  @HttpCode(200)
  async health(@Res({ passthrough: true }) response: Response) {
    const checks: Record<string, Check> = {
      postgres: await probe(() => this.pool.query('SELECT 1')),
      redis: await probe(() => this.redis.ping()),
      eventStore: await probe(() => this.store.ping()),
      listener: (await this.waiter.listenerUp(1_000)) ? 'ok' : 'failing',
    };
    const healthy = Object.values(checks).every((check) => check === 'ok');
    if (!healthy) response.status(503);
    return { result: { status: healthy ? 'ok' : 'degraded', checks } };
  }
}

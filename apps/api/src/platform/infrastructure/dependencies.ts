import { postgresAnswers } from '@lens/event-store';
import { type Dependency, logJsonLine, waitForDependencies } from '@lens/runtime';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config/config';

/** How long one start-up probe may take before it counts as a failed try. */
const PROBE_TIMEOUT_MS = 3_000;

/** Resolves when the Redis at `url` answers PING within `timeoutMs`; rejects with why not. */
export async function redisAnswers(url: string, timeoutMs = PROBE_TIMEOUT_MS): Promise<void> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    commandTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.ping();
  } finally {
    redis.disconnect();
  }
}

/** What the api and the worker need before they start: PostgreSQL, then Redis. */
export function apiDependencies(config: Pick<AppConfig, 'databaseUrl' | 'redis'>): Dependency[] {
  return [
    { name: 'PostgreSQL', probe: () => postgresAnswers(config.databaseUrl, PROBE_TIMEOUT_MS) },
    { name: 'Redis', probe: () => redisAnswers(config.redis.url, PROBE_TIMEOUT_MS) },
  ];
}

/**
 * Waits, with backoff and a line per try, until PostgreSQL and Redis answer: a process of a
 * fleet starting together, or restarted while a database is down, starts late instead of exiting.
 */
export const waitForApiDependencies = (
  config: Pick<AppConfig, 'databaseUrl' | 'redis'>,
  processName: 'api' | 'worker',
): Promise<void> => waitForDependencies(apiDependencies(config), { log: logJsonLine(processName) });

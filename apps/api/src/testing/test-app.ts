import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { createTestDatabase, type TestDatabase } from '@lens/event-store/testing';
import {
  type RunningProjector,
  loadConfig as loadProjectorConfig,
  projections,
  projectorMigrations,
  startProjector,
} from '@lens/projector';
import { Redis } from 'ioredis';
import pino from 'pino';
import request from 'supertest';
import type { Clock } from '../platform/clock/clock';
import { type AppConfig, loadConfig } from '../platform/config/config';
import { createApp } from '../create-app';
import { apiMigrations } from '../platform/infrastructure/migrations';
import { QUEUE_BOARD_PATH } from '../admin/queues/queue-board';
import { OpenApiConformance } from './openapi-conformance';
import { ResponseConformance } from './response-conformance';

export interface TestApp {
  app: INestApplication;
  config: AppConfig;
  db: TestDatabase;
  projector: RunningProjector | null;
  http: () => ReturnType<typeof request>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  clock?: Clock;
  /** Run the real projector beside the app (default true). */
  projector?: boolean;
}

/**
 * The real API against its own fresh PostgreSQL database, its own Redis key prefix and its own
 * var/ directory, with the real projector running beside it.
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const db = await createTestDatabase({ migrations: [projectorMigrations, apiMigrations] });
  const varDir = mkdtempSync(path.join(tmpdir(), 'lens-api-'));
  const prefix = `test_${randomBytes(5).toString('hex')}`;
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: db.url,
    DATABASE_POOL_SIZE: '6',
    PROJECTOR_POOL_SIZE: '4',
    REDIS_PREFIX: prefix,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    VAR_DIR: varDir,
    EVENT_STORE: 'postgres',
    // The worker's OCR is slow and the kit's receipts are tiny JPEGs: on only where a test asks.
    RECEIPT_READING: 'false',
    ...options.env,
  };
  const config = loadConfig(env);
  const app = await createApp({ config, clock: options.clock });
  const conformance = new ResponseConformance();
  app.useGlobalInterceptors(conformance);
  await app.init();
  const projector =
    options.projector === false
      ? null
      : await startProjector(
          { ...loadProjectorConfig(env), batchSize: 200, standbyRetryMs: 100 },
          { logger: pino({ level: 'silent' }) },
        );
  if (projector) await readModelsCreated(db);
  const contract = await OpenApiConformance.of(app.getHttpServer(), [QUEUE_BOARD_PATH]);
  return {
    app,
    config,
    db,
    projector,
    http: () => checkedAgainst(contract, request(app.getHttpServer())),
    close: async () => {
      await app.close();
      await projector?.stop();
      await db.drop();
      await clearRedisPrefix(config.redis.url, prefix);
      rmSync(varDir, { recursive: true, force: true });
      const violations = [...conformance.violations, ...contract.violations];
      if (violations.length)
        throw new Error(
          `answers that do not match the API's document or their response schema:\n${violations
            .map((v) => `${v.route} (${v.status}): ${v.problem}`)
            .join('\n')}`,
        );
    },
  };
}

type Agent = ReturnType<typeof request>;
const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'] as const;

/**
 * The tests' HTTP client: every answer it receives is checked against the served OpenAPI
 * document (status, media type, body), and a mismatch fails the app's `close()`.
 */
function checkedAgainst(contract: OpenApiConformance, agent: Agent): Agent {
  for (const method of METHODS) {
    const send = agent[method].bind(agent) as (url: string) => request.Test;
    (agent as unknown as Record<string, unknown>)[method] = (url: string) => {
      const test = send(url);
      test.on('response', (response: request.Response) =>
        contract.check(method.toUpperCase(), url, response),
      );
      return test;
    };
  }
  return agent;
}

/**
 * Waits until the projector has made the named read models' tables (every one by default). A
 * request that reads one before then answers 503 (as in production while a projector starts for
 * the first time), which is not what a test that starts an app means to test.
 */
export async function readModelsCreated(
  db: TestDatabase,
  names: readonly string[] = projections.map((projection) => projection.name),
): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { rows } = await db.pool.query<{ made: number }>(
      'SELECT count(*)::int AS made FROM projector.projections WHERE name = ANY($1)',
      [names],
    );
    if (rows[0]!.made === names.length) return;
    if (Date.now() > deadline)
      throw new Error(`read models not created in 30 s: ${names.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function clearRedisPrefix(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/**
 * `npm test`: everything CI checks. Lint, typecheck and Jest (unit and integration against the
 * real PostgreSQL and Redis) for every project; then the production build, the fleet test
 * (tools/faults) on its own PostgreSQL and Redis, and Playwright in Debian's Chromium against
 * the real stack (api, worker, projector, web) on a fresh database.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { dropTestDatabases } from '@lens/event-store/testing';
import { runFleetTest } from '../faults/fleet-test';
import {
  DEFAULT_REDIS_URL,
  PreflightFailure,
  checkServices,
  ensureDatabase,
} from '../stack/preflight';
import { ROOT, nx, startPhaseStacks, startStack, stopAll } from '../stack/stack';
import { checkComposeFiles } from './compose-check';
import { productionSmoke } from './production-smoke';

/** The e2e stack's pinned start of time (julTRA_2025); specs that need other dates pin their own. */
const E2E_NOW = '2025-09-15T15:00:00.000Z';

function step(name: string): () => void {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  return () => console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}

async function main(): Promise<number> {
  const serverUrl = new URL(process.env.DATABASE_URL ?? 'postgres://localhost:5432/postgres');
  const redisUrl = process.env.REDIS_URL ?? DEFAULT_REDIS_URL;
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', REDIS_URL: redisUrl };
  await checkServices(serverUrl.toString(), redisUrl);
  const dropped = await dropTestDatabases();
  if (dropped) console.log(`Dropped ${dropped} leftover test databases.`);

  let done = step('lint, typecheck, unit and integration tests');
  if (nx(['run-many', '-t', 'lint', 'typecheck', 'test', '--parallel=2'], env) !== 0) return 1;
  done();

  done = step('production build');
  if (nx(['run-many', '-t', 'build'], env) !== 0) return 1;
  done();

  done = step('compose files (docker compose config)');
  const composeProblem = checkComposeFiles();
  if (composeProblem) {
    console.error(composeProblem);
    return 1;
  }
  done();

  done = step('production smoke (npm run serve on a fresh database)');
  await productionSmoke();
  done();

  done = step(
    'fleet test (own PostgreSQL and Redis; 2 api, 2 worker, 2 projector; SIGKILLs and restarts under load)',
  );
  if (!(await runFleetTest())) return 1;
  done();

  const playwrightConfig = path.join(ROOT, 'apps/web/playwright.config.ts');
  if (!existsSync(playwrightConfig)) return 0;

  done = step('end-to-end (Playwright, Debian Chromium, real stack)');
  serverUrl.pathname = '/lens_e2e';
  const e2eEnv: NodeJS.ProcessEnv = {
    ...env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    APP_NOW: process.env.APP_NOW ?? E2E_NOW,
    DATABASE_URL: serverUrl.toString(),
    REDIS_PREFIX: `e2e_${randomBytes(4).toString('hex')}`,
    CARD_MAIL_DELAY_MS: '200',
    // The suite signs dozens of profiles in from one address: the limits (tested by the API's
    // integration tests) are scaled so that they still exist but the run stays under them.
    RATE_LIMIT_SCALE: '20',
    // A rewards chat provider, closed at the pinned clock (Monday 11:00 in New York) until noon.
    CHAT_URL: 'https://chat.lensrewards.example/rewards',
    CHAT_SCHEDULE: 'Mon-Fri 12:00-20:00',
    // public-iframe's host pages are served from 127.0.0.1 on a port of their own.
    FRAME_ANCESTORS: "'self' http://127.0.0.1:*",
  };
  await ensureDatabase(e2eEnv.DATABASE_URL!, { fresh: true });
  const { services, url } = await startStack({ env: e2eEnv, apiPort: 3100, webPort: 8180 });
  const phases = await startPhaseStacks({ env: e2eEnv, apiPort: 3100, webPort: 8180 }).catch(
    async (error: unknown) => {
      await stopAll(services);
      throw error;
    },
  );
  services.push(...phases.services);
  try {
    const result = spawnSync(
      process.execPath,
      [path.join(ROOT, 'node_modules/@playwright/test/cli.js'), 'test', '-c', playwrightConfig],
      {
        cwd: ROOT,
        stdio: 'inherit',
        env: {
          ...e2eEnv,
          ...phases.urls,
          E2E_BASE_URL: url,
          E2E_API_URL: 'http://127.0.0.1:3100',
          // Staff made for a test get their role by SQL on the stack's own database.
          E2E_DATABASE_URL: e2eEnv.DATABASE_URL,
        },
      },
    );
    if (result.status !== 0) return 1;
  } finally {
    await stopAll(services);
  }
  done();
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof PreflightFailure ? error.message : error);
    process.exit(1);
  },
);

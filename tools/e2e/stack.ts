/**
 * `npm run stack:e2e -- <name> [apiPort] [webPort]`: builds, then runs the real stack on a fresh
 * database `lens_e2e_<name>` (own Redis prefix, own ports, pinned clock) until Ctrl-C, so an
 * engineer can run Playwright against it while writing specs:
 *   E2E_BASE_URL=http://localhost:<webPort> E2E_MAINTENANCE_URL=… E2E_EXPIRED_URL=… \
 *     npx playwright test -c apps/web/playwright.config.ts
 * (the two phase twins it prints run on the next two ports)
 * Several can run side by side with different names and ports.
 */
import {
  DEFAULT_DATABASE_URL,
  DEFAULT_REDIS_URL,
  PreflightFailure,
  checkServices,
  ensureDatabase,
} from '../stack/preflight';
import { nx, startPhaseStacks, startStack, stopAll } from '../stack/stack';

async function main(): Promise<number> {
  const [name = 'dev', apiPort = '3100', webPort = '8180'] = process.argv.slice(2);
  if (!/^[a-z0-9_]+$/.test(name))
    throw new PreflightFailure('The stack name is lower-case letters, digits and _');
  const database = new URL(process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL);
  database.pathname = `/lens_e2e_${name}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    APP_NOW: process.env.APP_NOW ?? '2025-09-15T15:00:00.000Z',
    DATABASE_URL: database.toString(),
    REDIS_URL: process.env.REDIS_URL ?? DEFAULT_REDIS_URL,
    // A new prefix per run: rate-limit counters and queues start empty like the database.
    REDIS_PREFIX: `e2e_${name}_${Date.now().toString(36)}`,
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
  await checkServices(env.DATABASE_URL!, env.REDIS_URL!);
  if (!process.argv.includes('--no-build')) {
    const built = nx(
      ['run-many', '-t', 'build', '-p', '@lens/api', '@lens/projector', '@lens/web'],
      env,
    );
    if (built !== 0) return built;
  }
  await ensureDatabase(env.DATABASE_URL!, { fresh: true });
  const ports = { env, apiPort: Number(apiPort), webPort: Number(webPort) };
  const { services, url } = await startStack(ports);
  const phases = await startPhaseStacks(ports).catch(async (error: unknown) => {
    await stopAll(services);
    throw error;
  });
  services.push(...phases.services);
  const phaseEnv = Object.entries(phases.urls)
    .map(([key, value]) => `${key}=${value}`)
    .join(' ');
  console.log(
    `\n  e2e stack "${name}" at ${url} (API http://127.0.0.1:${apiPort}); Ctrl-C stops it.` +
      `\n  Its maintenance and expired twins: ${phaseEnv}\n`,
  );
  return new Promise((resolve) => {
    const stop = () => void stopAll(services).then(() => resolve(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof PreflightFailure ? error.message : error);
    process.exit(1);
  },
);

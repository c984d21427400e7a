/**
 * `npm start`: checks PostgreSQL and Redis, builds (the web as a production build, always),
 * creates and migrates the database, seeds the demo data once, then runs the api, worker,
 * projector and web server until Ctrl-C. The web server listens on 127.0.0.1 unless HOST says
 * otherwise. For hot reloading while working on the web app, run Vite's dev server beside it:
 * `npm run dev -w @lens/web` (http://127.0.0.1:5173, proxying the API to API_URL).
 */
import {
  DEFAULT_DATABASE_URL,
  DEFAULT_REDIS_URL,
  PreflightFailure,
  checkServices,
  ensureDatabase,
} from '../stack/preflight';
import { nx, startStack, stopAll } from '../stack/stack';

/**
 * The specification's last offer ends on 2025-12-31, so on today's calendar the programme has
 * expired. Unless APP_NOW says otherwise the demo runs on a clock that starts inside the last
 * sub-phase (julTRA_2025) and runs on from there (see docs/decisions.md).
 */
export const DEMO_NOW = '2025-09-15T15:00:00.000Z';

async function main(): Promise<number> {
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: 'development',
    LOG_LEVEL: 'info',
    ...process.env,
    APP_NOW: process.env.APP_NOW ?? DEMO_NOW,
    DATABASE_URL: process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL,
    REDIS_URL: process.env.REDIS_URL ?? DEFAULT_REDIS_URL,
  };
  const apiPort = Number(process.env.PORT ?? 3000);
  const webPort = Number(process.env.WEB_PORT ?? 8080);

  await checkServices(env.DATABASE_URL!, env.REDIS_URL!);

  console.log('Building (cached after the first time)…');
  const built = nx(
    ['run-many', '-t', 'build', '-p', '@lens/api', '@lens/projector', '@lens/web'],
    env,
  );
  if (built !== 0) return built;

  if (await ensureDatabase(env.DATABASE_URL!))
    console.log(`Created database ${new URL(env.DATABASE_URL!).pathname.slice(1)}`);

  const { services, url } = await startStack({ env, apiPort, webPort });
  console.log(
    [
      '',
      `  Lens Rewards is running at ${url}`,
      `  Clock: ${env.APP_NOW} (set APP_NOW to change it)`,
      '  Demo logins (password Demo-pass-2025):',
      '    patient  patient@lensrewards.example (Spanish: paciente@lensrewards.example)',
      '    admin    admin@lensrewards.example',
      '    support  support@lensrewards.example',
      '    finance  finance@lensrewards.example',
      `  Dev inboxes (from this machine only): ${url}/dev/inbox   Queues: ${url}/admin/queues`,
      `  Listening on ${env.HOST ?? '127.0.0.1'} (set HOST=0.0.0.0 to open it to your network).`,
      '  Press Ctrl-C to stop everything.',
      '',
    ].join('\n'),
  );

  return new Promise<number>((resolve) => {
    let stopping = false;
    const stop = async (code: number) => {
      if (stopping) return;
      stopping = true;
      console.log('\nStopping…');
      await stopAll(services);
      resolve(code);
    };
    process.once('SIGINT', () => void stop(0));
    process.once('SIGTERM', () => void stop(0));
    for (const service of services) {
      void service.exited.then((code) => {
        if (!stopping) {
          console.error(
            `${service.name} stopped unexpectedly (exit code ${code}); stopping the rest.`,
          );
          void stop(1);
        }
      });
    }
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof PreflightFailure ? error.message : error);
    process.exit(1);
  },
);

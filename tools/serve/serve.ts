/**
 * `npm run serve`: the production shape on one machine, from the build (`npm run build` first,
 * and `npm run reference-data` once per database): the api, worker, projector and web server
 * with NODE_ENV=production, exactly as the image's targets run them. The web server listens on
 * HOST (default 127.0.0.1) and WEB_PORT (8080); the api stays on 127.0.0.1:PORT behind it.
 * Secrets come from the environment: a missing, short or committed one stops it with one line
 * naming the variable. No demo seed, no dev inbox, no `/api/dev/*`.
 */
import {
  type ProcessName,
  type Service,
  type StackOptions,
  processEnv,
  startProcess,
  stopAll,
  waitForHttp,
} from '../stack/stack';

/** Starts one process and waits for it to answer; null when it exited first (its line is out). */
async function startAndCheck(
  name: ProcessName,
  options: StackOptions,
  healthUrl?: string,
): Promise<Service | null> {
  const service = startProcess(name, processEnv(name, options));
  if (!healthUrl) {
    // No port to ask: alive after a moment, or its exit code says why not.
    const early = await Promise.race([
      service.exited,
      new Promise<'running'>((resolve) => setTimeout(() => resolve('running'), 1_500)),
    ]);
    return early === 'running' ? service : null;
  }
  try {
    await waitForHttp(healthUrl, [service]);
    return service;
  } catch {
    await stopAll([service]);
    return null;
  }
}

async function main(): Promise<number> {
  const apiPort = Number(process.env.PORT ?? 3000);
  const webPort = Number(process.env.WEB_PORT ?? 8080);
  const options: StackOptions = {
    env: { LOG_LEVEL: 'info', ...process.env, NODE_ENV: 'production' },
    apiPort,
    webPort,
  };

  // The api first: it checks every secret it and the worker use, and migrates.
  const services: Service[] = [];
  const order: [ProcessName, string | undefined][] = [
    ['api', `http://127.0.0.1:${apiPort}/api/health`],
    ['projector', undefined],
    ['worker', undefined],
    ['web', `http://127.0.0.1:${webPort}/healthz`],
  ];
  for (const [name, healthUrl] of order) {
    const service = await startAndCheck(name, options, healthUrl);
    if (!service) {
      await stopAll(services);
      return 1;
    }
    services.push(service);
  }

  const host = process.env.HOST ?? '127.0.0.1';
  console.log(
    `\n  Lens Rewards (production) at http://${['0.0.0.0', '::'].includes(host) ? 'localhost' : host}:${webPort}; Ctrl-C stops it.\n`,
  );
  return new Promise<number>((resolve) => {
    let stopping = false;
    const stop = async (code: number) => {
      if (stopping) return;
      stopping = true;
      await stopAll(services);
      resolve(code);
    };
    process.once('SIGINT', () => void stop(0));
    process.once('SIGTERM', () => void stop(0));
    for (const service of services)
      void service.exited.then((code) => {
        if (stopping) return;
        console.error(`${service.name} stopped (exit code ${code}); stopping the rest.`);
        void stop(1);
      });
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

/**
 * `npm run serve`: the production shape on one machine, from the build (`npm run build` first,
 * and `npm run reference-data` once per database): API_PROCESSES api processes (on PORT, PORT+1
 * …), WORKER_PROCESSES workers, PROJECTOR_PROCESSES projectors and the web server spreading the
 * API's requests over every api, all with NODE_ENV=production, exactly as the image's targets run
 * them. The web server listens on HOST (default 127.0.0.1) and WEB_PORT (8080); the apis stay on
 * 127.0.0.1 behind it. Secrets come from the environment: a missing, short or committed one stops
 * it with one line naming the variable. No demo seed, no dev inbox, no `/api/dev/*`.
 *
 * A process that stops once everything is up (a crash, an OOM kill) is started again, with a
 * line saying so, while the others go on (tools/serve/supervisor.ts); one that keeps crashing
 * stops the whole, as does one that cannot start at all (a setting it refuses).
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
import { loadFleetConfig } from './fleet-config';
import { DEFAULT_SUPERVISION, type Supervised, supervise } from './supervisor';

interface Member {
  name: ProcessName;
  label: string;
  env: NodeJS.ProcessEnv;
  healthUrl?: string;
}

/** Starts one process and waits for it to answer; null when it exited first (its line is out). */
async function startAndCheck(member: Member): Promise<Service | null> {
  const service = startProcess(member.name, member.env, member.label);
  if (!member.healthUrl) {
    // No port to ask: alive after a moment, or its exit code says why not.
    const early = await Promise.race([
      service.exited,
      new Promise<'running'>((resolve) => setTimeout(() => resolve('running'), 1_500)),
    ]);
    return early === 'running' ? service : null;
  }
  try {
    // No time limit while it lives: a process waiting for PostgreSQL or Redis says so itself.
    await waitForHttp(member.healthUrl, [service], Number.POSITIVE_INFINITY);
    return service;
  } catch {
    await stopAll([service]);
    return null;
  }
}

const labels = (name: string, count: number) =>
  Array.from({ length: count }, (_, i) => (count > 1 ? `${name}#${i + 1}` : name));

/** Every process of the fleet, in start order. */
function members(options: StackOptions, env: NodeJS.ProcessEnv): Member[][] {
  const fleet = loadFleetConfig(env);
  const apiPorts = Array.from({ length: fleet.API_PROCESSES }, (_, i) => options.apiPort + i);
  const apis = labels('api', fleet.API_PROCESSES).map((label, i) => ({
    name: 'api' as const,
    label,
    env: processEnv('api', { ...options, apiPort: apiPorts[i]! }),
    healthUrl: `http://127.0.0.1:${apiPorts[i]}/api/health`,
  }));
  const plain = (name: 'worker' | 'projector', count: number): Member[] =>
    labels(name, count).map((label) => ({ name, label, env: processEnv(name, options) }));
  const web: Member = {
    name: 'web',
    label: 'web',
    env: {
      ...processEnv('web', options),
      API_URL: apiPorts.map((port) => `http://127.0.0.1:${port}`).join(','),
    },
    healthUrl: `http://127.0.0.1:${options.webPort}/healthz`,
  };
  // The first api alone (it checks every secret it and the worker use, and migrates), then the
  // other apis together, then the projectors, the workers and the web server.
  return [
    apis.slice(0, 1),
    apis.slice(1),
    plain('projector', fleet.PROJECTOR_PROCESSES),
    plain('worker', fleet.WORKER_PROCESSES),
    [web],
  ];
}

async function main(): Promise<number> {
  const env: NodeJS.ProcessEnv = { LOG_LEVEL: 'info', ...process.env, NODE_ENV: 'production' };
  const options: StackOptions = {
    env,
    apiPort: Number(process.env.PORT ?? 3000),
    webPort: Number(process.env.WEB_PORT ?? 8080),
  };
  const plan = members(options, env);

  const started: { member: Member; service: Service }[] = [];
  for (const group of plan) {
    const services = await Promise.all(group.map(startAndCheck));
    group.forEach((member, i) => {
      const service = services[i];
      if (service) started.push({ member, service });
    });
    if (services.includes(null)) {
      await stopAll(started.map(({ service }) => service));
      return 1;
    }
  }

  const host = process.env.HOST ?? '127.0.0.1';
  const counts = plan
    .flat()
    .reduce<Record<string, number>>(
      (all, { name }) => ({ ...all, [name]: (all[name] ?? 0) + 1 }),
      {},
    );
  console.log(
    `\n  Lens Rewards (production) at http://${['0.0.0.0', '::'].includes(host) ? 'localhost' : host}:${options.webPort}` +
      ` (${Object.entries(counts)
        .map(([name, n]) => `${n} ${name}`)
        .join(', ')}); Ctrl-C stops it.\n`,
  );
  const supervised: Supervised[] = started.map(({ member, service }) =>
    supervise(member.label, service, () => startProcess(member.name, member.env, member.label), {
      ...DEFAULT_SUPERVISION,
      log: (line) => console.error(`${'serve'.padEnd(9)}│ ${line}`),
    }),
  );
  return new Promise<number>((resolve) => {
    let stopping = false;
    const stop = async (code: number) => {
      if (stopping) return;
      stopping = true;
      await Promise.all(supervised.map((member) => member.stop(stopAll)));
      resolve(code);
    };
    process.once('SIGINT', () => void stop(0));
    process.once('SIGTERM', () => void stop(0));
    for (const member of supervised)
      void member.gaveUp.then(() => {
        if (stopping) return;
        console.error(`${member.label} keeps stopping; stopping the rest.`);
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

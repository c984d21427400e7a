import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { PROCESS_ENTRIES } from './stack';

// What the image and the compose file promise, read from the files themselves (CI also runs
// `docker compose config` on the compose file: tools/test/compose-check.ts).

const ROOT = path.resolve(__dirname, '../..');
const dockerfile = readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');

interface Service {
  build?: { target?: string };
  image?: string;
  ports?: string[];
  profiles?: string[];
  environment?: Record<string, string | null>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  deploy?: { replicas?: string };
  networks?: string[] | Record<string, unknown>;
}
const compose = parse(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), {
  merge: true,
}) as { services: Record<string, Service>; networks: Record<string, { internal?: boolean }> };
const services = compose.services;

/** Each `FROM runtime AS <target>` stage and its CMD. */
function runtimeTargets(): Map<string, string[]> {
  const targets = new Map<string, string[]>();
  let current: string | undefined;
  for (const line of dockerfile.split('\n')) {
    const from = /^FROM runtime AS (\S+)/.exec(line);
    if (from) current = from[1];
    else if (/^FROM /.test(line)) current = undefined;
    const cmd = /^CMD (\[.*\])$/.exec(line);
    if (current && cmd) targets.set(current, JSON.parse(cmd[1]!) as string[]);
  }
  return targets;
}

describe('the image', () => {
  it('runs, for each process, exactly what `npm run serve` runs', () => {
    const targets = runtimeTargets();
    for (const name of ['api', 'worker', 'projector', 'web', 'reference-data'] as const)
      expect([name, targets.get(name)]).toEqual([name, ['node', ...PROCESS_ENTRIES[name]]]);
    expect(targets.has('seed')).toBe(false);
  });

  it('runs as a non-root user, production dependencies only, with healthchecks', () => {
    const runtime = dockerfile.slice(dockerfile.indexOf('FROM node:20-bookworm-slim AS runtime'));
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^ENV NODE_ENV=production$/m);
    expect(dockerfile).toMatch(/npm prune --omit=dev/);
    expect(dockerfile).toMatch(/^RUN npm ci /m);
    for (const target of ['api', 'worker', 'projector', 'web']) {
      const stage = runtime.slice(runtime.indexOf(`FROM runtime AS ${target}`)).split(/\nFROM /)[0];
      expect([target, stage]).toEqual([target, expect.stringMatching(/\nHEALTHCHECK /)]);
    }
  });
});

describe('the compose file', () => {
  const running = Object.entries(services).filter(([, service]) => !service.profiles);

  it('publishes the web server and nothing else', () => {
    const published = running.filter(([, service]) => service.ports?.length);
    expect(published.map(([name]) => name)).toEqual(['web']);
  });

  it('requires every secret from the environment, with no default', () => {
    const raw = readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');
    for (const secret of ['JWT_SECRET', 'POSTGRES_PASSWORD', 'REDIS_PASSWORD', 'SMTP_URL'])
      expect(raw).toMatch(new RegExp(`\\$\\{${secret}:\\?`));
    expect(raw).not.toMatch(/\$\{(JWT_SECRET|POSTGRES_PASSWORD|REDIS_PASSWORD|SMTP_URL):-/);
    expect(services.postgres?.environment?.POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:\?/);
    expect(services.api?.environment?.DATABASE_URL).toContain('${POSTGRES_PASSWORD:?');
    expect(services.api?.environment?.REDIS_URL).toContain('${REDIS_PASSWORD:?');
  });

  it('keeps the infrastructure on a network with no way out', () => {
    expect(compose.networks.private?.internal).toBe(true);
    for (const name of ['postgres', 'redis', 'eventstoredb', 'kafka'])
      expect([name, services[name]?.networks]).toEqual([name, ['private']]);
  });

  it('lets the api trust only the web server’s own address', () => {
    const web = services.web?.networks as Record<string, { ipv4_address?: string }>;
    expect(services.api?.environment?.TRUST_PROXY).toBe(web.private?.ipv4_address);
  });

  it('checks the health of api, worker, projector and web', () => {
    for (const name of ['api', 'worker', 'projector', 'web'])
      expect([name, services[name]?.healthcheck?.test.length]).toEqual([name, expect.any(Number)]);
  });

  it('loads reference data once, before the processes, and never runs the demo seed', () => {
    expect(services['reference-data']?.build?.target).toBe('reference-data');
    for (const name of ['api', 'worker', 'projector'])
      expect(services[name]?.depends_on?.['reference-data']).toEqual({
        condition: 'service_completed_successfully',
      });
    expect(Object.keys(services)).not.toContain('seed');
    expect(JSON.stringify(services)).not.toMatch(/demo-seed/);
  });

  it('runs any number of api, worker and projector processes (issue 25)', () => {
    expect(services.api?.deploy?.replicas).toBe('${API_PROCESSES:-1}');
    expect(services.worker?.deploy?.replicas).toBe('${WORKER_PROCESSES:-1}');
    expect(services.projector?.deploy?.replicas).toBe('${PROJECTOR_PROCESSES:-1}');
    // The api knows how many run (more than one refuses local upload storage), and gets S3's.
    for (const name of ['API_PROCESSES', 'UPLOAD_STORAGE_URL', 'S3_ACCESS_KEY_ID'])
      expect(Object.keys(services.api?.environment ?? {})).toContain(name);
    // One web server, in front of every api replica (it resolves the name to each address).
    expect(services.web?.deploy).toBeUndefined();
    expect(services.web?.environment?.API_URL).toBe('http://api:3000');
  });

  it('runs every process of ours in production mode', () => {
    for (const name of ['api', 'worker', 'projector', 'web', 'reference-data'])
      expect([name, services[name]?.environment?.NODE_ENV]).toEqual([name, 'production']);
  });
});

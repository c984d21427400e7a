/**
 * The production smoke of `npm test`, on the build `npm test` just made: `npm run serve` refuses
 * a committed or short JWT_SECRET (and each process says so in one line); with a generated
 * secret, on a fresh database after `npm run reference-data`, it runs the production shape, and
 * over HTTP: a patient registers, enters and confirms a purchase and is approved; the dev routes
 * are 404; pages carry CSP and HSTS, /admin cannot be framed, the video answers a byte range;
 * the web build is React's production build; a client's X-Forwarded-For cannot reset a limit.
 * Ports are free ones found at run time, so it runs beside any other stack.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { Redis } from 'ioredis';
import { escalationForm } from '@lens/api/src/testing/escalation-form';
import { withDefaultUser } from '@lens/event-store';
import { Client } from 'pg';
import { DEFAULT_REDIS_URL, ensureDatabase } from '../stack/preflight';
import { PROCESS_ENTRIES, ROOT } from '../stack/stack';

/** docker-compose.yml's JWT_SECRET default until it required one: public ever since. */
const OLD_COMPOSE_SECRET = 'compose-only-secret-change-me-0123456789abcdef';
const PASSWORD = 'Smoke-test-2025';
/** The demo's clock: the programme's last offer (julTRA_2025) is in force. */
const APP_NOW = '2025-09-15T15:00:00.000Z';
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/wAALCAAIAAgBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAAAP/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AP//Z',
  'base64',
);

class SmokeFailure extends Error {}
function check(condition: unknown, what: string): asserts condition {
  if (!condition) throw new SmokeFailure(what);
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Ran {
  code: number | null;
  output: string;
}

/** Runs a command to its end (or kills it after `timeoutMs`), keeping what it printed. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv, timeoutMs = 60_000) {
  return new Promise<Ran>((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** Lines a process printed, less npm's own chatter about a failed script. */
const ownLines = (output: string) =>
  output.split('\n').filter((line) => line.trim() && !/^npm (error|warn)/.test(line));

async function waitFor(url: string, serve: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    check(serve.exitCode === null, `npm run serve stopped:\n${log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new SmokeFailure(`${url} did not answer:\n${log()}`);
}

/** The refusals: one line naming JWT_SECRET from serve and from each process that reads it. */
async function refusals(env: NodeJS.ProcessEnv): Promise<void> {
  for (const [secret, line] of [
    [OLD_COMPOSE_SECRET, /JWT_SECRET is a value written in the repository/],
    ['sixteen-bytes-ok', /JWT_SECRET is too short \(16 bytes\)/],
  ] as const) {
    const serve = await run('npm', ['run', '--silent', 'serve'], { ...env, JWT_SECRET: secret });
    check(serve.code !== 0, `npm run serve started with JWT_SECRET=${secret}`);
    check(
      ownLines(serve.output).some((l) => line.test(l)),
      `npm run serve did not name JWT_SECRET:\n${serve.output}`,
    );
  }
  const bad = { ...env, NODE_ENV: 'production', JWT_SECRET: 'sixteen-bytes-ok' };
  const committedDatabase = {
    ...env,
    NODE_ENV: 'production',
    DATABASE_URL: `postgres://lens:${OLD_COMPOSE_SECRET}@127.0.0.1:5432/lens`,
  };
  const each: [string, NodeJS.ProcessEnv, RegExp][] = [
    ['api', bad, /^JWT_SECRET is too short/],
    ['worker', bad, /^JWT_SECRET is too short/],
    ['reference-data', bad, /^JWT_SECRET is too short/],
    ['projector', committedDatabase, /^DATABASE_URL \(its password\) is a value written/],
  ];
  await Promise.all(
    each.map(async ([name, processEnv, line]) => {
      const [script, ...args] = PROCESS_ENTRIES[name as keyof typeof PROCESS_ENTRIES];
      const ran = await run(process.execPath, [script, ...args], processEnv);
      const lines = ownLines(ran.output);
      check(ran.code === 1, `${name} exited ${ran.code} with a refused secret`);
      check(
        lines.length === 1 && line.test(lines[0]!),
        `${name} did not refuse in one line naming the variable:\n${ran.output}`,
      );
    }),
  );
}

interface Http {
  (path: string, init?: RequestInit & { token?: string }): Promise<Response>;
}

/** A patient's whole journey over HTTP, through the web server, to an approved entry. */
async function patientJourney(http: Http): Promise<void> {
  const json = async (response: Response, what: string) => {
    const body = (await response.json()) as { result?: Record<string, unknown> };
    check(response.ok, `${what}: ${response.status} ${JSON.stringify(body)}`);
    return body.result!;
  };
  const post = (url: string, body: unknown, token?: string) =>
    http(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      token,
    });

  const practices = await json(
    await http(
      '/api/eye-care-professionals/list/by-radius?radius=10&eye_care_professional_postal_code=78701',
    ),
    'practice search',
  );
  const list = practices.eyeCareProfessionalList as { sap: string; preferredActive: boolean }[];
  check(list.length > 0, 'no practice near 78701: reference data missing');
  const sap = (list.find((p) => p.preferredActive) ?? list[0])!.sap;

  const registered = await json(
    await post('/api/profiles', {
      email: `smoke-${randomUUID()}@example.com`,
      password: PASSWORD,
      first_name: 'Smoke',
      last_name: 'Patient',
      birthday: '1985-05-05',
      language: 'en',
    }),
    'registration',
  );
  const token = (registered.profile as { token: string }).token;
  const patient = await json(
    await post(
      '/api/patients/add',
      {
        name: 'Smoke Patient',
        relation_to_profile: 'SELF',
        address1: '12 Elm St.',
        city: 'Austin',
        state: 'TX',
        postal_code: '78701',
        country: 'US',
        sap,
      },
      token,
    ),
    'adding the patient',
  );
  const patientId = (patient.patient as { id: string }).id;
  const started = await json(
    await post(
      '/api/purchase-submissions/purchase-date',
      { purchase_date: '2025-09-10', patient_id: patientId },
      token,
    ),
    'purchase date',
  );
  const sid = started.purchaseSubmissionId as string;
  await json(
    await post(
      '/api/purchase-submissions/submit-supplies',
      {
        patientId,
        purchase_submission_id: sid,
        supplies: {
          brand_l: '1DM',
          brand_r: '1DM',
          lenses_per_box_l: 90,
          lenses_per_box_r: 90,
          boxes_l: 4,
          boxes_r: 4,
          supplyLength: 12,
          submission_method: 'manual',
        },
        resubmission: false,
        is_admin_resubmit: false,
        exception: false,
        admin_exception: false,
      },
      token,
    ),
    'supplies',
  );
  const key = await json(
    await post('/api/uploader/key', { uid: sid, type: 'receipt', language: 'en' }, token),
    'upload key',
  );
  const form = new FormData();
  form.append('upload', new Blob([JPEG], { type: 'image/jpeg' }), 'receipt.jpg');
  const uploaded = await http(new URL(key.uploadPath as string, 'http://x').pathname, {
    method: 'POST',
    body: form,
  });
  check(uploaded.ok, `receipt upload: ${uploaded.status} ${await uploaded.clone().text()}`);
  const { outputs } = (await uploaded.json()) as { outputs: { orig: { url: string } } };
  await json(
    await post(
      '/api/purchase-submissions/submit-receipt-image',
      { receipt_image_url: outputs.orig.url, purchase_submission_id: sid },
      token,
    ),
    'receipt',
  );
  await json(
    await post(
      '/api/purchase-submissions/confirm',
      { purchase_submission_id: sid, resubmission: false },
      token,
    ),
    'confirm',
  );

  const deadline = Date.now() + 60_000;
  let status = '';
  while (Date.now() < deadline) {
    const mine = await json(await http('/api/purchase-submissions/all/me', { token }), 'dashboard');
    const entries = mine.purchaseSubmissions as { id: string; status: string }[];
    status = entries.find((entry) => entry.id === sid)?.status ?? '';
    if (status === 'approved') return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new SmokeFailure(`the entry was not approved within a minute (status "${status}")`);
}

/** Headers, dev routes, the video, the production React build, the client address. */
async function productionShape(http: Http): Promise<void> {
  const page = await http('/faq');
  const csp = page.headers.get('content-security-policy') ?? '';
  check(/(^|;)\s*script-src 'self'/.test(csp), `pages lack a script-src 'self' CSP: ${csp}`);
  check(/max-age=\d+/.test(page.headers.get('strict-transport-security') ?? ''), 'pages lack HSTS');
  check(page.headers.get('x-content-type-options') === 'nosniff', 'pages lack nosniff');
  const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(await page.text())?.[1];
  check(entry, 'index.html has no module script');
  const script = await (await http(entry)).text();
  check(
    !script.includes('Download the React DevTools') && !/react[.-]dom.*development/.test(script),
    'the entry chunk carries React’s development runtime',
  );

  const admin = await http('/admin');
  check(
    (admin.headers.get('content-security-policy') ?? '').includes("frame-ancestors 'none'") &&
      admin.headers.get('x-frame-options') === 'DENY',
    '/admin can be framed',
  );

  for (const devRoute of ['/dev/inbox', '/api/dev/mail', '/api/dev/sms?phone=5125550100'])
    check((await http(devRoute)).status === 404, `${devRoute} is not 404 in production`);

  const video = readdirSync(path.join(ROOT, 'apps/web/dist/assets')).find((file) =>
    file.endsWith('.webm'),
  );
  check(video, 'the build has no .webm video');
  const range = await http(`/public/build/assets/${video}`, {
    headers: { range: 'bytes=0-1023' },
  });
  check(
    range.status === 206 &&
      range.headers.get('content-type') === 'video/webm' &&
      (await range.arrayBuffer()).byteLength === 1024,
    `the video does not answer a byte range (${range.status} ${range.headers.get('content-type')})`,
  );

  // Escalations allow 10 an hour per client: an X-Forwarded-For of the client's choosing
  // must not make each request a new client.
  const escalation = escalationForm();

  const statuses: number[] = [];
  for (let n = 0; n < 11; n += 1) {
    const response = await http('/api/escalations', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${n + 1}` },
      body: JSON.stringify(escalation),
    });
    statuses.push(response.status);
  }
  check(
    statuses.slice(0, 10).every((s) => s === 201) && statuses[10] === 429,
    `a client-supplied X-Forwarded-For reset the escalation limit: ${statuses.join(' ')}`,
  );
}

async function clearRedisPrefix(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
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

/** Throws a one-paragraph SmokeFailure when production mode falls short. */
export async function productionSmoke(): Promise<void> {
  const server = new URL(process.env.DATABASE_URL ?? 'postgres://localhost:5432/postgres');
  const database = new URL(server);
  database.pathname = `/lens_smoke_${randomBytes(3).toString('hex')}`;
  const redisUrl = process.env.REDIS_URL ?? DEFAULT_REDIS_URL;
  const prefix = `smoke_${randomBytes(4).toString('hex')}`;
  const [apiPort, webPort] = [await freePort(), await freePort()];
  const base: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PGUSER: process.env.PGUSER,
    DATABASE_URL: database.toString(),
    REDIS_URL: redisUrl,
    REDIS_PREFIX: prefix,
    PORT: String(apiPort),
    WEB_PORT: String(webPort),
    SITE_URL: `http://localhost:${webPort}`,
    APP_NOW,
    CAPTCHA_REQUIRED: 'false',
    // Production refuses the card simulator unless it is chosen: this smoke chooses it.
    CARD_PROVIDER: 'simulated',
    CARD_MAIL_DELAY_MS: '100',
    LOG_LEVEL: 'warn',
    VAR_DIR: path.join(ROOT, 'var', prefix),
  };
  for (const key of Object.keys(base)) if (base[key] === undefined) delete base[key];

  await refusals(base);
  console.log(
    '  npm run serve and each process refuse a committed or short JWT_SECRET in one line',
  );

  await ensureDatabase(database.toString(), { fresh: true });
  const env: NodeJS.ProcessEnv = { ...base, JWT_SECRET: randomBytes(32).toString('hex') };
  let serve: ChildProcess | undefined;
  let log = '';
  try {
    for (const time of ['first', 'second']) {
      const loaded = await run('npm', ['run', '--silent', 'reference-data'], {
        ...env,
        NODE_ENV: 'production',
      });
      check(loaded.code === 0, `npm run reference-data (${time} time) failed:\n${loaded.output}`);
      if (time === 'second')
        check(/already loaded/.test(loaded.output), 'reference data loaded twice');
    }
    console.log('  npm run reference-data loads once, and again changes nothing');

    serve = spawn('npm', ['run', '--silent', 'serve'], {
      cwd: ROOT,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    serve.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    serve.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const web = `http://127.0.0.1:${webPort}`;
    await waitFor(`${web}/api/health`, serve, () => log);

    const http: Http = (target, { token, headers, ...init } = {}) =>
      fetch(`${web}${target}`, {
        ...init,
        headers: {
          ...(headers as Record<string, string>),
          ...(token ? { 'profile-token': token } : {}),
        },
      });
    await productionShape(http);
    console.log(
      '  CSP, HSTS, nosniff; /admin unframable; no dev routes; video ranges; production React;' +
        ' X-Forwarded-For cannot reset a limit',
    );
    await patientJourney(http);
    console.log('  a patient registered, entered and confirmed a purchase, and was approved');

    // No demo seed: the only account is the smoke's own patient.
    const client = new Client({ connectionString: withDefaultUser(database.toString()) });
    await client.connect();
    try {
      const { rows } = await client.query<{ count: string }>(
        'SELECT count(*) FROM profile_credentials',
      );
      check(rows[0]?.count === '1', `accounts other than the patient's: ${rows[0]?.count}`);
    } finally {
      await client.end();
    }
  } catch (error) {
    if (error instanceof SmokeFailure && log) error.message += `\n--- npm run serve ---\n${log}`;
    throw error;
  } finally {
    if (serve?.pid && serve.exitCode === null) {
      const exited = new Promise((resolve) => serve!.once('exit', resolve));
      process.kill(-serve.pid, 'SIGTERM');
      const timer = setTimeout(() => process.kill(-serve!.pid!, 'SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    // npm can exit before the processes it started: the database goes only once they all have.
    if (serve?.pid) await stopProcessGroup(serve.pid);
    await dropDatabase(database.toString());
    await clearRedisPrefix(redisUrl, prefix).catch(() => undefined);
    rmSync(base.VAR_DIR!, { recursive: true, force: true });
  }
}

/** Waits for every process of a group to exit (their stop deadline is 10 s), then kills any left. */
async function stopProcessGroup(pid: number, graceMs = 12_000): Promise<void> {
  const alive = () => {
    try {
      process.kill(-pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const deadline = Date.now() + graceMs;
  while (alive() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  if (alive()) process.kill(-pid, 'SIGKILL');
}

async function dropDatabase(url: string): Promise<void> {
  const target = new URL(withDefaultUser(url));
  const name = target.pathname.slice(1);
  target.pathname = '/postgres';
  const admin = new Client({ connectionString: target.toString() });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

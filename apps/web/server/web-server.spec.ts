/**
 * @jest-environment node
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import {
  createServer,
  get,
  type IncomingHttpHeaders,
  request as httpRequest,
  type Server,
} from 'node:http';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { forwardable, isBackOfficePath, normalisedPath } from './api-paths.js';
import { PAGE_PERMISSIONS } from './security-headers.js';

// The real web server (server/main.js, as `npm run serve` starts it) over a small build it is
// given, in front of a stub standing in for the API that records what reaches it.

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const webDir = path.resolve(__dirname, '..');
let dist: string;
let api: Server;
let apiUrl: string;
const received: Received[] = [];
const running: ChildProcess[] = [];

const BIG_SCRIPT = `export const pages = ${JSON.stringify('x'.repeat(4000))};\n`;
/** Stands in for the how-it-works video: what matters is its type and byte ranges. */
const VIDEO = Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 256));
const BIG_ANSWER = JSON.stringify({ result: { rows: 'r'.repeat(8000) } });

async function startWeb(env: Record<string, string> = {}): Promise<string> {
  const child = spawn(process.execPath, ['server/main.js'], {
    cwd: webDir,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      WEB_PORT: '0',
      WEB_HOST: '127.0.0.1',
      API_URL: apiUrl,
      WEB_DIST: dist,
      LOG_LEVEL: 'silent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  return new Promise<string>((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.includes('web listening'));
      if (line) resolve((JSON.parse(line) as { url: string }).url);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`web server exited with ${code}: ${output}`)));
  });
}

/** Starts the server expecting it to refuse: its exit code and what it printed. */
function refusedStart(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['server/main.js'], {
    cwd: webDir,
    env: { ...process.env, WEB_PORT: '0', WEB_DIST: dist, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

/** A request as written (fetch resolves dot segments and refuses TRACE): status and headers. */
function rawRequest(
  base: string,
  method: string,
  target: string,
): Promise<{ status: number | undefined; headers: IncomingHttpHeaders }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) =>
    httpRequest({ hostname, port, method, path: target }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers }));
    })
      .on('error', reject)
      .end(),
  );
}

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'lens-web-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>patient app</title>');
  await writeFile(path.join(dist, 'admin.html'), '<!doctype html><title>back office</title>');
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(dist, 'robots.txt'), 'User-agent: *\nDisallow: /admin\n');
  const script = path.join(dist, 'assets', 'main-a1b2c3.js');
  await writeFile(script, BIG_SCRIPT);
  // As scripts/precompress.mjs leaves them.
  await writeFile(`${script}.br`, brotliCompressSync(BIG_SCRIPT));
  await writeFile(`${script}.gz`, gzipSync(BIG_SCRIPT));
  await writeFile(path.join(dist, 'assets', 'how-it-works-d4e5f6.webm'), VIDEO);

  api = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      if (req.url === '/api/slow-stream') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.write('first,');
        setTimeout(() => res.end('second'), 50);
        return;
      }
      if (req.url === '/api/never-answers') return; // headers never come
      if (req.url === '/api/in-outage') {
        res.writeHead(503, { 'content-type': 'application/json' });
        return res.end('{"errors":[{"name":"body","code":"SERVICE_UNAVAILABLE","message":"x"}]}');
      }
      if (req.url === '/api/big') {
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(BIG_ANSWER);
      }
      res.writeHead(req.url?.startsWith('/api/missing') ? 404 : 201, {
        'content-type': 'application/json',
        'set-cookie': ['a=1; Path=/', 'b=2; Path=/; HttpOnly'],
        'x-api': 'stub',
      });
      res.end(JSON.stringify({ result: { method: req.method, url: req.url, bytes: body.length } }));
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await Promise.all(
    running.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
  api.closeAllConnections();
  await new Promise((resolve) => api.close(resolve));
  await rm(dist, { recursive: true, force: true });
});

beforeEach(() => (received.length = 0));

describe('web server (development settings)', () => {
  let base: string;
  beforeAll(async () => {
    base = await startWeb({ FRAME_ANCESTORS: "'self', https://partner.example" });
  });

  describe('the build', () => {
    it('sends hashed assets with an immutable cache, as the precompressed brotli or gzip copy', async () => {
      const url = `${base}/public/build/assets/main-a1b2c3.js`;
      const brotli = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(brotli.status).toBe(200);
      expect(brotli.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
      expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(brotli.headers.get('content-encoding')).toBe('br');
      expect(brotli.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(await brotli.text()).toBe(BIG_SCRIPT);

      const gzip = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers.get('content-encoding')).toBe('gzip');
      expect(await gzip.text()).toBe(BIG_SCRIPT);
    });

    it('answers a repeat with 304 when the ETag matches; unhashed files keep a day', async () => {
      const first = await fetch(`${base}/public/build/favicon.svg`);
      expect(first.headers.get('content-type')).toBe('image/svg+xml');
      expect(first.headers.get('cache-control')).toBe('public, max-age=86400');
      // Not with fetch: it adds `cache-control: no-cache` to conditional requests, as browsers do.
      const status = await new Promise<number | undefined>((resolve, reject) =>
        get(
          `${base}/public/build/favicon.svg`,
          { headers: { 'if-none-match': first.headers.get('etag') ?? '' } },
          (response) => resolve(response.resume().statusCode),
        ).on('error', reject),
      );
      expect(status).toBe(304);
    });

    it('sends the video as video/webm, in byte ranges (206) as iPhones ask for it', async () => {
      const url = `${base}/public/build/assets/how-it-works-d4e5f6.webm`;
      const whole = await fetch(url);
      expect(whole.headers.get('content-type')).toBe('video/webm');
      expect(whole.headers.get('accept-ranges')).toBe('bytes');
      const part = await fetch(url, { headers: { range: 'bytes=100-199' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 100-199/${VIDEO.length}`);
      expect(Buffer.from(await part.arrayBuffer())).toEqual(VIDEO.subarray(100, 200));
      const beyond = await fetch(url, { headers: { range: 'bytes=999999-' } });
      expect(beyond.status).toBe(416);
    });

    it('answers 404 for a missing chunk (never index.html) and for paths outside the build', async () => {
      expect((await fetch(`${base}/public/build/assets/gone-123.js`)).status).toBe(404);
      expect((await fetch(`${base}/public/build/..%2F..%2Fpackage.json`)).status).toBe(404);
      expect(
        (await fetch(`${base}/public/build/assets%2F..%2F..%2F..%2Fpackage.json`)).status,
      ).toBe(404);
    });
  });

  describe('pages', () => {
    it.each([
      '/',
      '/dashboard',
      '/express_rewards/abc-123',
      '/faq?goToForm=1',
      '/devices',
      '/api-guide',
    ])('answers %s with index.html, never cached, with the security headers', async (page) => {
      const response = await fetch(`${base}${page}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('patient app');
      expect(received).toHaveLength(0);
    });

    it('sends a CSP with scripts from itself only, framing by the configured host pages', async () => {
      const response = await fetch(`${base}/faq`);
      const csp = response.headers.get('content-security-policy') ?? '';
      const directive = (name: string) =>
        csp
          .split(';')
          .map((d) => d.trim())
          .find((d) => d.startsWith(`${name} `));
      expect(directive('script-src')).toMatch(/^script-src 'self'( |$)/);
      expect(directive('script-src')).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
      expect(directive('default-src')).toBe("default-src 'self'");
      expect(directive('object-src')).toBe("object-src 'none'");
      expect(directive('frame-ancestors')).toBe("frame-ancestors 'self' https://partner.example");
      expect(response.headers.get('x-frame-options')).toBeNull();
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      // Outside production there is no HTTPS to insist on.
      expect(response.headers.get('strict-transport-security')).toBeNull();
    });

    it.each(['/admin', '/admin/', '/admin/patient-tools'])(
      'answers %s with the back office, which nobody may frame',
      async (page) => {
        const response = await fetch(`${base}${page}`);
        expect(await response.text()).toContain('back office');
        expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
        expect(response.headers.get('x-frame-options')).toBe('DENY');
      },
    );

    it('refuses to post to a page', async () => {
      expect((await fetch(`${base}/dashboard`, { method: 'POST' })).status).toBe(405);
    });

    it.each(['TRACE', 'OPTIONS', 'DELETE'])(
      'answers %s on a page 405 with the methods it allows',
      async (method) => {
        const answer = await rawRequest(base, method, '/dashboard');
        expect(answer.status).toBe(405);
        expect(answer.headers.allow).toBe('GET, HEAD');
      },
    );

    it.each([
      '/public/build/admin.html',
      '/public/build//admin.html',
      '/admin/../admin/',
      '/admin/api/entries/1',
      '/admin/queues/',
    ])('never lets %s of the back office be framed', async (target) => {
      const answer = await rawRequest(base, 'GET', target);
      const csp = String(answer.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('partner.example');
      expect(answer.headers['x-frame-options']).toBe('DENY');
    });

    it.each([
      ['a page', '/faq'],
      ['a file of the build', '/public/build/favicon.svg'],
      ['a missing file', '/public/build/assets/gone-123.js'],
      ['an API answer', '/api/app'],
      ['a refused method', '/dashboard'],
    ])('sends nosniff and a Permissions-Policy on %s', async (_what, target) => {
      const method = target === '/dashboard' ? 'POST' : 'GET';
      const response = await fetch(`${base}${target}`, { method });
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('permissions-policy')).toMatch(/(^|, )microphone=\(\)/);
    });

    it('lets the pages use the camera and the location, for this site only', async () => {
      const response = await fetch(`${base}/dashboard`);
      expect(response.headers.get('permissions-policy')).toBe(PAGE_PERMISSIONS);
      const admin = await fetch(`${base}/admin`);
      expect(admin.headers.get('permissions-policy')).toContain('camera=()');
    });

    it('answers /robots.txt with the build’s robots.txt, not with the app', async () => {
      const response = await fetch(`${base}/robots.txt`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(await response.text()).toBe('User-agent: *\nDisallow: /admin\n');
    });

    it('answers its own health check', async () => {
      const response = await fetch(`${base}/healthz`);
      expect(await response.text()).toBe('ok');
    });
  });

  describe('the API proxy', () => {
    it.each([
      '/api/app?lang=es',
      '/admin/api/entries/1',
      '/admin/queues/',
      '/redirect_to_affiliate?affiliate_id=lens',
      '/uploads/receipts/r.png',
      '/dev',
      '/dev/inbox',
      '/api/dev/mail?to=a%40b.example',
    ])('forwards %s to the API', async (target) => {
      const response = await fetch(`${base}${target}`);
      expect(response.status).toBe(201);
      expect(received.map((r) => r.url)).toEqual([target]);
    });

    it('keeps the request headers, and the status and every header of the answer', async () => {
      const response = await fetch(`${base}/api/missing`, {
        headers: { 'profile-token': 'jwt.token.here', 'accept-language': 'es-MX' },
      });
      expect(response.status).toBe(404);
      expect(response.headers.get('x-api')).toBe('stub');
      expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/; HttpOnly']);
      // API answers are not pages: nobody frames them.
      expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
      const [request] = received;
      expect(request?.headers['profile-token']).toBe('jwt.token.here');
      expect(request?.headers['accept-language']).toBe('es-MX');
    });

    it('tells the API the real peer, never the X-Forwarded-For or Forwarded a client sent', async () => {
      await fetch(`${base}/api/app`, {
        headers: {
          'x-forwarded-for': '203.0.113.9',
          forwarded: 'for=198.51.100.4',
          'x-real-ip': '198.51.100.5',
        },
      });
      const [request] = received;
      expect(request?.headers['x-forwarded-for']).toBe('127.0.0.1');
      expect(request?.headers.forwarded).toBeUndefined();
      expect(request?.headers['x-real-ip']).toBeUndefined();
      expect(request?.headers['x-forwarded-proto']).toBe('http');
    });

    it('streams a multipart upload through byte for byte', async () => {
      const bytes = Buffer.alloc(512 * 1024, 7);
      const form = new FormData();
      form.append('upload', new Blob([bytes], { type: 'image/jpeg' }), 'receipt.jpg');
      const response = await fetch(`${base}/api/uploader/upload`, { method: 'POST', body: form });
      expect(response.status).toBe(201);
      const [request] = received;
      expect(request?.method).toBe('POST');
      expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
      expect(request?.body.includes(bytes)).toBe(true);
    });

    it('passes a JSON body through as sent', async () => {
      const body = JSON.stringify({ email: 'ana@example.com', list: [1, 2, 3] });
      await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(received[0]?.body.toString()).toBe(body);
    });

    it('streams answers as they come, and compresses large ones', async () => {
      expect(await (await fetch(`${base}/api/slow-stream`)).text()).toBe('first,second');
      const big = await fetch(`${base}/api/big`, { headers: { 'accept-encoding': 'br' } });
      expect(big.headers.get('content-encoding')).toBe('br');
      expect(await big.text()).toBe(BIG_ANSWER);
    });

    it('passes an API outage answer on at once, without retrying it', async () => {
      const response = await fetch(`${base}/api/in-outage`);
      expect(response.status).toBe(503);
      expect(received).toHaveLength(1);
    });
  });
});

describe('web server (production settings)', () => {
  let base: string;
  beforeAll(async () => {
    base = await startWeb({ NODE_ENV: 'production' });
  });

  it('insists on HTTPS (HSTS) and allows framing only by its own site by default', async () => {
    const response = await fetch(`${base}/`);
    expect(response.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
  });

  it.each([
    '/dev/inbox',
    '/dev',
    '/api/dev/mail',
    '/api/dev/sms?phone=5551234567',
    '/api/Dev/mail',
    '/api/DEV/mail?to=a',
    '/api//dev/mail',
    '/api/%64ev/mail',
    '/api/%2564ev/mail',
    '/api/x/../dev/mail',
    '/api/dev%2Fmail',
  ])('has no dev route %s: 404, and the API never sees it', async (target) => {
    expect((await rawRequest(base, 'GET', target)).status).toBe(404);
    expect(received).toHaveLength(0);
  });
});

describe('web server behind a proxy (TRUST_PROXY)', () => {
  it('takes the client address from the proxies it trusts, and forwards only that', async () => {
    // The test's own requests come from 127.0.0.1: here that is the trusted load balancer.
    const base = await startWeb({ TRUST_PROXY: 'loopback' });
    await fetch(`${base}/api/app`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(received[0]?.headers['x-forwarded-for']).toBe('203.0.113.9');
  });

  it('counts hops: with one trusted hop, what the client itself wrote is ignored', async () => {
    const base = await startWeb({ TRUST_PROXY: '1' });
    await fetch(`${base}/api/app`, {
      headers: { 'x-forwarded-for': '198.51.100.1, 203.0.113.9' },
    });
    expect(received[0]?.headers['x-forwarded-for']).toBe('203.0.113.9');
  });
});

describe('web server when the API is down or slow', () => {
  it('answers 503 in the API error shape, in the caller’s language', async () => {
    const base = await startWeb({ API_URL: 'http://127.0.0.1:9' });
    const english = await fetch(`${base}/api/app`);
    expect(english.status).toBe(503);
    expect(english.headers.get('retry-after')).toBe('30');
    expect(await english.json()).toEqual({
      errors: [
        {
          name: 'body',
          code: 'SERVICE_UNAVAILABLE',
          message: 'The service is unavailable right now. Please try again in a few minutes.',
        },
      ],
    });
    const spanish = await fetch(`${base}/api/app`, { headers: { 'accept-language': 'es-MX,es' } });
    expect((await spanish.json()).errors[0]).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message:
        'El servicio no está disponible en este momento. Inténtalo de nuevo en unos minutos.',
    });
  });

  it('shows a page in the caller’s language to a browser that navigated there', async () => {
    const base = await startWeb({ API_URL: 'http://127.0.0.1:9' });
    const response = await fetch(`${base}/redirect_to_affiliate`, {
      headers: { accept: 'text/html', 'accept-language': 'es' },
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = await response.text();
    expect(page).toContain('<html lang="es">');
    expect(page).toContain('El servicio no está disponible');
  });

  it('gives up on an API that does not answer within UPSTREAM_TIMEOUT_MS (504)', async () => {
    const base = await startWeb({ UPSTREAM_TIMEOUT_MS: '300' });
    const started = Date.now();
    const response = await fetch(`${base}/api/never-answers`);
    expect(response.status).toBe(504);
    expect((await response.json()).errors[0].code).toBe('SERVICE_UNAVAILABLE');
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

describe('web server in front of several apis (API_URL, comma-separated)', () => {
  /** A stub api that answers with its own name, on `port` (0: any). */
  async function namedApi(name: string, port = 0): Promise<{ server: Server; url: string }> {
    const server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ api: name, url: req.url }));
      });
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  }
  const stop = async (server: Server) => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  const whoAnswers = async (base: string, init?: RequestInit) => {
    const response = await fetch(`${base}/api/app`, init);
    return response.ok ? ((await response.json()) as { api: string }).api : response.status;
  };
  const post: RequestInit = {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ hello: 'api' }),
  };

  it('spreads requests over every api in turn', async () => {
    const [one, two] = [await namedApi('one'), await namedApi('two')];
    try {
      const base = await startWeb({ API_URL: `${one.url},${two.url}` });
      const answers: (string | number)[] = [];
      for (let i = 0; i < 6; i += 1) answers.push(await whoAnswers(base, i % 2 ? post : undefined));
      expect(answers.filter((api) => api === 'one')).toHaveLength(3);
      expect(answers.filter((api) => api === 'two')).toHaveLength(3);
    } finally {
      await Promise.all([stop(one.server), stop(two.server)]);
    }
  }, 60_000);

  it('notices an api that died, skips it, and takes it back once it answers again', async () => {
    const [one, two] = [await namedApi('one'), await namedApi('two')];
    const port = Number(new URL(two.url).port);
    const base = await startWeb({ API_URL: `${one.url},${two.url}` });
    let again: Server | undefined;
    try {
      await stop(two.server);
      // A read that meets the dead api goes on to the live one; a command (its body spent)
      // answers 503 at most once, then every request goes to the live api.
      const reads: (string | number)[] = [];
      for (let i = 0; i < 4; i += 1) reads.push(await whoAnswers(base));
      expect(reads).toEqual(['one', 'one', 'one', 'one']);
      const commands: (string | number)[] = [];
      for (let i = 0; i < 6; i += 1) commands.push(await whoAnswers(base, post));
      expect(commands).toEqual(['one', 'one', 'one', 'one', 'one', 'one']);

      again = (await namedApi('two again', port)).server;
      const deadline = Date.now() + 10_000;
      const seen = new Set<string | number>();
      while (!seen.has('two again') && Date.now() < deadline) {
        seen.add(await whoAnswers(base));
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(seen).toContain('two again');
    } finally {
      await stop(one.server);
      if (again) await stop(again);
    }
  }, 60_000);

  it('answers 503 when a command meets a dead api it did not know of yet', async () => {
    const [one, two] = [await namedApi('one'), await namedApi('two')];
    const base = await startWeb({ API_URL: `${one.url},${two.url}` });
    try {
      await stop(one.server);
      const answers = [await whoAnswers(base, post), await whoAnswers(base, post)];
      // Which api the first request goes to is the server's turn: either order, one 503 at most.
      expect(answers.filter((answer) => answer === 503).length).toBeLessThanOrEqual(1);
      expect(answers).toContain('two');
      expect(await whoAnswers(base, post)).toBe('two');
    } finally {
      await stop(two.server);
    }
  }, 60_000);
});

describe('web server settings', () => {
  it.each([
    ['TRUST_PROXY', 'true', /^TRUST_PROXY: "true" is not a hop count/],
    ['FRAME_ANCESTORS', 'partner.example', /^FRAME_ANCESTORS\.0: is not 'self'/],
    ['WEB_PORT', 'eighty', /^WEB_PORT: /],
  ])('refuses %s=%s in one line naming it', async (name, value, line) => {
    const { code, output } = await refusedStart({ [name]: value });
    expect(code).toBe(1);
    expect(output.trim()).toMatch(line);
    expect(output.trim().split('\n')).toHaveLength(1);
  });
});

describe('dev routes', () => {
  it.each([
    ['/dev/inbox', false, '127.0.0.1', true],
    ['/api/dev/sms?phone=1', false, '::1', true],
    ['/api/dev/mail', false, '::ffff:127.0.0.1', true],
    ['/dev/inbox', false, '192.168.1.20', false],
    ['/api/dev/mail', false, '10.0.0.5', false],
    ['/dev/inbox', true, '127.0.0.1', false],
    ['/api/dev/sms', true, '::1', false],
    ['/api/app', true, '192.168.1.20', true],
    ['/devices', true, '192.168.1.20', true],
    ['/api/Dev/mail', false, '192.168.1.20', false],
    ['/api//dev/mail', false, '192.168.1.20', false],
    ['/api/%64ev/mail', false, '192.168.1.20', false],
    ['/api/x/../dev/mail', false, '192.168.1.20', false],
    ['/api\\dev\\mail', false, '192.168.1.20', false],
    ['/api/Dev/mail', false, '127.0.0.1', true],
  ])('%s in production=%s from %s: forwarded=%s', (url, production, peer, expected) => {
    expect(forwardable(url, { production, peer })).toBe(expected);
  });

  it.each([
    ['/API//Dev/./mail?to=x', '/api/dev/mail'],
    ['/api/%2564ev/../x', '/api/x'],
    ['/a/%zz', '/a/%zz'],
    ['/', '/'],
  ])('normalises %s as %s', (url, expected) => {
    expect(normalisedPath(url)).toBe(expected);
  });
});

describe('back-office paths', () => {
  it.each([
    ['/admin', true],
    ['/ADMIN/support', true],
    ['/public/build/admin.html', true],
    ['/public/build/admin.html.br', true],
    ['/public/build/assets/admin-a1b2.js', true],
    ['/administrator', false],
    ['/public/build/index.html', false],
    ['/faq', false],
  ])('%s is the back office: %s', (url, expected) => {
    expect(isBackOfficePath(url)).toBe(expected);
  });
});

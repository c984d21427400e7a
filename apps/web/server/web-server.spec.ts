/**
 * @jest-environment node
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

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
let web: ChildProcess;
let base: string;
const received: Received[] = [];

const BIG_SCRIPT = `export const pages = ${JSON.stringify('x'.repeat(4000))};\n`;

async function startWeb(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['server/main.js'], {
    cwd: webDir,
    env: { ...process.env, WEB_PORT: '0', WEB_HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.includes('web listening'));
      if (line) resolve((JSON.parse(line) as { url: string }).url);
    });
    child.once('exit', (code) => reject(new Error(`web server exited with ${code}: ${output}`)));
  });
  return { child, url };
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'lens-web-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>patient app</title>');
  await writeFile(path.join(dist, 'admin.html'), '<!doctype html><title>back office</title>');
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(dist, 'assets', 'main-a1b2c3.js'), BIG_SCRIPT);

  // A stub standing in for the API: records each request and answers with what it saw.
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

  const started = await startWeb({ API_URL: apiUrl, WEB_DIST: dist });
  web = started.child;
  base = started.url;
});

afterAll(async () => {
  await stop(web);
  await new Promise((resolve) => api.close(resolve));
  await rm(dist, { recursive: true, force: true });
});

beforeEach(() => (received.length = 0));

describe('web server: static build', () => {
  it('serves hashed assets under /public/build/ with long cache headers, gzipped', async () => {
    const response = await fetch(`${base}/public/build/assets/main-a1b2c3.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe(BIG_SCRIPT);
  });

  it('answers a repeat with 304 when the ETag matches', async () => {
    const first = await fetch(`${base}/public/build/favicon.svg`);
    expect(first.headers.get('cache-control')).toBe('public, max-age=86400');
    const again = await fetch(`${base}/public/build/favicon.svg`, {
      headers: { 'if-none-match': first.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it('answers 404 for a missing chunk (never index.html) and for paths outside the build', async () => {
    const missing = await fetch(`${base}/public/build/assets/gone-123.js`);
    expect(missing.status).toBe(404);
    const escape = await fetch(`${base}/public/build/..%2F..%2Fpackage.json`);
    expect(escape.status).toBe(404);
  });
});

describe('web server: pages', () => {
  it.each([
    '/',
    '/dashboard',
    '/express_rewards/abc-123',
    '/faq?goToForm=1',
    '/devices',
    '/api-guide',
  ])('answers %s with index.html, never cached', async (page) => {
    const response = await fetch(`${base}${page}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('patient app');
    expect(received).toHaveLength(0);
  });

  it.each(['/admin', '/admin/', '/admin/patient-tools'])(
    'answers %s with the back office entry',
    async (page) => {
      const response = await fetch(`${base}${page}`);
      expect(await response.text()).toContain('back office');
    },
  );

  it('refuses to post to a page', async () => {
    const response = await fetch(`${base}/dashboard`, { method: 'POST' });
    expect(response.status).toBe(405);
  });
});

describe('web server: API proxy', () => {
  it.each([
    '/api/app?lang=es',
    '/admin/api/entries/1',
    '/admin/queues/',
    '/redirect_to_affiliate?affiliate_id=lens',
    '/uploads/receipts/r.png',
    '/dev',
    '/dev/inbox',
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
    const [request] = received;
    expect(request?.headers['profile-token']).toBe('jwt.token.here');
    expect(request?.headers['accept-language']).toBe('es-MX');
    expect(request?.headers['x-forwarded-for']).toContain('127.0.0.1');
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

  it('streams answers as they come', async () => {
    const response = await fetch(`${base}/api/slow-stream`);
    expect(await response.text()).toBe('first,second');
  });

  it('answers 502 in the API error shape when the API is down', async () => {
    const down = await startWeb({ API_URL: 'http://127.0.0.1:9', WEB_DIST: dist });
    try {
      const response = await fetch(`${down.url}/api/app`);
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({
        errors: [
          { name: 'body', code: 'SERVICE_UNAVAILABLE', message: 'The service is unavailable.' },
        ],
      });
    } finally {
      await stop(down.child);
    }
  });
});

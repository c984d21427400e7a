/**
 * @jest-environment node
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { ApiFailure } from './api-failure';
import { type ApiClientOptions, createApiClient, resolveUrl } from './client';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

// A real HTTP server standing in for the API: each path answers as the NestJS API does.
let server: Server;
let base: string;
const seen: Seen[] = [];
const tried = new Set<string>();

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      });
      const send = (status: number, body?: unknown) => {
        res.writeHead(
          status,
          body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' },
        );
        res.end(body === undefined ? undefined : JSON.stringify(body));
      };
      const path = (req.url ?? '').split('?')[0];
      switch (path) {
        case '/api/profiles/me':
          return send(200, { result: { profile: { id: 'p-1', first_name: 'Ana' } } });
        case '/api/echo':
          return send(200, {
            result: { method: req.method, body: Buffer.concat(chunks).toString() },
          });
        case '/api/patients':
          return send(400, {
            errors: [
              { name: 'first_name', code: 'NULL', message: 'Este campo es obligatorio.' },
              {
                name: 'supplies.boxes_l',
                code: 'VALIDATION',
                message: 'Ingresa 0.5 o un número entero de hasta 99.',
              },
              { name: 'body', code: 'VALIDATION', message: 'Este valor no es válido.' },
            ],
          });
        case '/api/private':
          return send(401, {
            errors: [
              { name: 'body', code: 'UNAUTHORIZED', message: 'Please sign in to continue.' },
            ],
          });
        case '/api/limited':
          return send(429, {
            errors: [{ name: 'body', code: 'RATE_LIMITED', message: 'Too many attempts.' }],
          });
        case '/api/nothing':
          return send(204);
        case '/api/flaky': {
          // 503 to a key's first try, success to its second.
          const key = String(req.headers['idempotency-key']);
          if (!tried.has(key)) {
            tried.add(key);
            res.setHeader('retry-after', '0');
            return send(503, {
              errors: [{ name: 'body', code: 'SERVICE_UNAVAILABLE', message: '' }],
            });
          }
          return send(200, { result: { key } });
        }
        case '/api/cut': {
          // The connection drops under a key's first try (the api died mid-request).
          const key = String(req.headers['idempotency-key']);
          if (!tried.has(key)) {
            tried.add(key);
            return req.socket.destroy();
          }
          return send(200, { result: { key } });
        }
        case '/api/down':
          return send(503, {
            errors: [{ name: 'body', code: 'SERVICE_UNAVAILABLE', message: '' }],
          });
        case '/api/broken':
          res.writeHead(502, { 'content-type': 'text/html' });
          return res.end('<html>Bad gateway</html>');
        default:
          return send(404, {
            errors: [{ name: 'body', code: 'NOT_FOUND', message: 'Not found.' }],
          });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => (seen.length = 0));

function client(overrides: Partial<ApiClientOptions> = {}) {
  const events = { unauthorized: 0, limited: 0, loading: [] as number[] };
  const api = createApiClient({
    baseUrl: `${base}/api`,
    getToken: () => 'tok.en.value',
    getLanguage: () => 'es',
    onUnauthorized: () => events.unauthorized++,
    onRateLimited: () => events.limited++,
    onLoadingChange: (delta) => events.loading.push(delta),
    ...overrides,
  });
  return { api, events };
}

describe('api client', () => {
  it('sends profile-token and Accept-Language and unwraps { result }', async () => {
    const { api } = client();
    await expect(api.get('profiles/me')).resolves.toEqual({
      profile: { id: 'p-1', first_name: 'Ana' },
    });
    expect(seen[0]?.headers['profile-token']).toBe('tok.en.value');
    expect(seen[0]?.headers['accept-language']).toBe('es');
  });

  it('leaves out the token when there is none, or when asked to (the photo uploader)', async () => {
    await client({ getToken: () => null }).api.get('profiles/me');
    await client().api.post('echo', {}, { auth: false });
    expect(seen.map((s) => s.headers['profile-token'])).toEqual([undefined, undefined]);
  });

  it('resolves paths against /api; rooted paths stay as they are', async () => {
    const { api } = client();
    await api.get('profiles/me', { query: { a: 1, empty: undefined, list: ['x', 'y'] } });
    await api.get('/api/profiles/me', { query: '?lang=es' });
    expect(seen.map((s) => s.url)).toEqual([
      '/api/profiles/me?a=1&list=x&list=y',
      '/api/profiles/me?lang=es',
    ]);
    expect(resolveUrl('/api', 'profiles/me')).toBe('/api/profiles/me');
    expect(resolveUrl('/api', '/admin/api/entries')).toBe('/admin/api/entries');
    expect(resolveUrl('/api', 'https://upload.example/photos')).toBe(
      'https://upload.example/photos',
    );
  });

  it('sends JSON bodies as JSON and multipart forms as they are', async () => {
    const { api } = client();
    await expect(api.post('echo', { purchase_date: '2025-07-01' })).resolves.toEqual({
      method: 'POST',
      body: '{"purchase_date":"2025-07-01"}',
    });
    expect(seen[0]?.headers['content-type']).toBe('application/json');

    const form = new FormData();
    form.append('upload', new Blob(['receipt-bytes'], { type: 'image/png' }), 'receipt.png');
    await api.post('echo', form);
    expect(seen[1]?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[1]?.body).toContain('name="upload"; filename="receipt.png"');
    expect(seen[1]?.body).toContain('receipt-bytes');
  });

  it('turns { errors } into an ApiFailure with field errors', async () => {
    const { api, events } = client();
    const failure = await api.post('patients', {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiFailure);
    const apiFailure = failure as ApiFailure;
    expect(apiFailure.status).toBe(400);
    expect(apiFailure.code).toBe('NULL');
    expect(apiFailure.hasCode('VALIDATION')).toBe(true);
    expect(apiFailure.fieldErrors()).toEqual({
      first_name: 'Este campo es obligatorio.',
      'supplies.boxes_l': 'Ingresa 0.5 o un número entero de hasta 99.',
    });
    expect(events).toMatchObject({ unauthorized: 0, limited: 0 });
  });

  it('hands 401 to the session when a token was sent, and only then', async () => {
    const signedIn = client();
    await expect(signedIn.api.get('private')).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
    });
    expect(signedIn.events.unauthorized).toBe(1);

    const visitor = client({ getToken: () => null });
    await expect(visitor.api.get('private')).rejects.toMatchObject({ status: 401 });
    expect(visitor.events.unauthorized).toBe(0);
  });

  it('hands 429 to the app (which shows /limiter)', async () => {
    const { api, events } = client();
    await expect(api.get('limited')).rejects.toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(events.limited).toBe(1);
  });

  it('gives a failure without an error list a code from its status', async () => {
    const { api } = client();
    await expect(api.get('broken')).rejects.toMatchObject({ status: 502, code: 'GENERIC' });
  });

  it('answers undefined for 204', async () => {
    await expect(client().api.delete('nothing')).resolves.toBeUndefined();
  });

  it('reports an unreachable server as NETWORK (status 0)', async () => {
    const { api } = client({ baseUrl: 'http://127.0.0.1:9/api' });
    await expect(api.get('profiles/me')).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
  });

  it('counts every call in the loading state, success or failure', async () => {
    const { api, events } = client();
    await api.get('profiles/me');
    await api.get('private').catch(() => undefined);
    expect(events.loading).toEqual([1, -1, 1, -1]);
  });

  it('keeps background calls (error reports) out of loading, logout and the limiter', async () => {
    const { api, events } = client();
    await api.get('private', { background: true }).catch(() => undefined);
    await api.get('limited', { background: true }).catch(() => undefined);
    expect(events).toEqual({ unauthorized: 0, limited: 0, loading: [] });
  });

  describe('commands (Idempotency-Key)', () => {
    const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

    it('sends a fresh key with every command and none with a read', async () => {
      const { api } = client();
      await api.post('echo', {});
      await api.put('echo', {});
      await api.delete('echo');
      await api.get('echo');
      const keys = seen.map((s) => s.headers['idempotency-key']);
      for (const key of keys.slice(0, 3)) expect(key).toMatch(UUID);
      expect(new Set(keys.slice(0, 3)).size).toBe(3);
      expect(keys[3]).toBeUndefined();
    });

    it('retries a command once after a 503, with the same key', async () => {
      const { api, events } = client();
      const answer = await api.post<{ key: string }>('flaky', { a: 1 });
      expect(seen).toHaveLength(2);
      expect(seen[0]!.headers['idempotency-key']).toBe(seen[1]!.headers['idempotency-key']);
      expect(seen[1]!.body).toBe(seen[0]!.body);
      expect(answer.key).toBe(seen[0]!.headers['idempotency-key']);
      expect(events.loading).toEqual([1, -1]);
    });

    it('retries a command once after a network error, with the same key and body', async () => {
      const { api } = client();
      const form = new FormData();
      form.append('upload', new Blob(['x']), 'x.jpg');
      const answer = await api.post<{ key: string }>('cut', form);
      expect(seen).toHaveLength(2);
      expect(answer.key).toBe(seen[0]!.headers['idempotency-key']);
      expect(seen[1]!.headers['idempotency-key']).toBe(seen[0]!.headers['idempotency-key']);
    });

    it('gives up after the one retry, and never retries a read', async () => {
      const { api } = client();
      await expect(api.post('down', {})).rejects.toMatchObject({ status: 503 });
      expect(seen).toHaveLength(2);
      seen.length = 0;
      await expect(api.get('down')).rejects.toMatchObject({ status: 503 });
      expect(seen).toHaveLength(1);
    });

    it('keeps a key the caller chose', async () => {
      const { api } = client();
      await api.post('echo', {}, { headers: { 'Idempotency-Key': 'caller-chosen-key-0001' } });
      expect(seen[0]!.headers['idempotency-key']).toBe('caller-chosen-key-0001');
    });
  });
});

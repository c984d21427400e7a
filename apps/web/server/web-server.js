// @ts-check
// The production web server: the built app under /public/build/, index.html (or admin.html)
// for every other page address, and the API's paths proxied to API_URL with headers and bodies
// streamed through untouched (receipt uploads are multipart).
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { isAdminPagePath, isApiPath } from './api-paths.js';

const gzipAsync = promisify(gzip);

export const ASSET_PREFIX = '/public/build/';

const TYPES = /** @type {Record<string, string>} */ ({
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.mp4': 'video/mp4',
});

const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.svg',
  '.txt',
  '.wasm',
]);
/** Hashed build output never changes under its name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Unhashed files under /public/build/ (favicon, robots): a day. */
const SHORT = 'public, max-age=86400';
/** The pages themselves are always revalidated, so a deploy is picked up at once. */
const PAGE = 'no-cache';

// Hop-by-hop headers are the connection's own and are not forwarded (RFC 9110 §7.6.1).
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/**
 * @typedef {object} WebServerOptions
 * @property {string} distDir the Vite build (`apps/web/dist`)
 * @property {string} apiUrl where the API listens, e.g. http://127.0.0.1:3000
 * @property {(entry: Record<string, unknown>) => void} [log]
 */

/** @param {WebServerOptions} options */
export function createWebServer({ distDir, apiUrl, log = () => {} }) {
  const root = path.resolve(distDir);
  const api = new URL(apiUrl);
  /** @type {Map<string, { mtimeMs: number, body: Buffer }>} */
  const gzipCache = new Map();

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  function proxy(req, res) {
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(([name]) => !HOP_BY_HOP.has(name)),
    );
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const outgoing = (api.protocol === 'https:' ? httpsRequest : httpRequest)(
      {
        protocol: api.protocol,
        hostname: api.hostname,
        port: api.port,
        method: req.method,
        path: req.url,
        headers: {
          ...headers,
          'x-forwarded-for': forwardedFor,
          'x-forwarded-host': req.headers['x-forwarded-host'] ?? req.headers.host ?? '',
          'x-forwarded-proto': req.headers['x-forwarded-proto'] ?? 'http',
        },
      },
      (upstream) => {
        // rawHeaders keeps repeated headers (several set-cookie) exactly as the API sent them.
        /** @type {string[]} */
        const raw = [];
        for (let i = 0; i < upstream.rawHeaders.length; i += 2) {
          const name = upstream.rawHeaders[i] ?? '';
          if (!HOP_BY_HOP.has(name.toLowerCase())) raw.push(name, upstream.rawHeaders[i + 1] ?? '');
        }
        res.writeHead(upstream.statusCode ?? 502, upstream.statusMessage, raw);
        upstream.pipe(res);
      },
    );
    outgoing.on('error', (error) => {
      log({ level: 40, msg: 'api unreachable', url: req.url, error: error.message });
      if (res.headersSent) return void res.destroy();
      res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
      res.end(
        JSON.stringify({
          errors: [
            { name: 'body', code: 'SERVICE_UNAVAILABLE', message: 'The service is unavailable.' },
          ],
        }),
      );
    });
    // A browser that gives up (navigation, abort) stops the upstream request too.
    res.on('close', () => {
      if (!res.writableFinished) outgoing.destroy();
    });
    req.pipe(outgoing);
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} file
   * @param {string} cacheControl
   */
  async function sendFile(req, res, file, cacheControl) {
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return false;
    const extension = path.extname(file).toLowerCase();
    const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    const headers = {
      ...SECURITY_HEADERS,
      'content-type': TYPES[extension] ?? 'application/octet-stream',
      'cache-control': cacheControl,
      etag,
      'last-modified': info.mtime.toUTCString(),
      vary: 'Accept-Encoding',
    };
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (acceptsGzip && COMPRESSIBLE.has(extension) && info.size > 1024) {
      let cached = gzipCache.get(file);
      if (!cached || cached.mtimeMs !== info.mtimeMs) {
        cached = { mtimeMs: info.mtimeMs, body: await gzipAsync(await readFile(file)) };
        gzipCache.set(file, cached);
      }
      res.writeHead(200, {
        ...headers,
        'content-encoding': 'gzip',
        'content-length': cached.body.length,
      });
      res.end(req.method === 'HEAD' ? undefined : cached.body);
      return true;
    }
    res.writeHead(200, { ...headers, 'content-length': info.size });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
    return true;
  }

  /**
   * @param {import('node:http').ServerResponse} res
   * @param {number} status
   * @param {string} text
   */
  function plain(res, status, text) {
    res.writeHead(status, { ...SECURITY_HEADERS, 'content-type': 'text/plain; charset=utf-8' });
    res.end(text);
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  async function handle(req, res) {
    const url = req.url ?? '/';
    if (isApiPath(url)) return proxy(req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('allow', 'GET, HEAD');
      return plain(res, 405, 'Method Not Allowed');
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(url, 'http://web').pathname);
    } catch {
      return plain(res, 400, 'Bad Request');
    }
    if (pathname === '/healthz') return plain(res, 200, 'ok');

    if (pathname.startsWith(ASSET_PREFIX)) {
      const file = path.resolve(root, `.${pathname.slice(ASSET_PREFIX.length - 1)}`);
      // Nothing outside the build is served, whatever the path says.
      if (!file.startsWith(`${root}${path.sep}`) || file.includes('\0'))
        return plain(res, 404, 'Not Found');
      const cache = pathname.startsWith(`${ASSET_PREFIX}assets/`)
        ? IMMUTABLE
        : pathname.endsWith('.html')
          ? PAGE
          : SHORT;
      const served = await sendFile(req, res, file, cache);
      // A missing chunk is a 404, never index.html: the app then shows its retry screen.
      if (!served) plain(res, 404, 'Not Found');
      return;
    }

    const page = isAdminPagePath(pathname) ? 'admin.html' : 'index.html';
    if (!(await sendFile(req, res, path.join(root, page), PAGE)))
      plain(res, 503, 'The web app is not built: run `npx nx run @lens/web:build`.');
  }

  return createServer((req, res) => {
    handle(req, res).catch((error) => {
      log({ level: 50, msg: 'request failed', url: req.url, error: String(error) });
      if (!res.headersSent) plain(res, 500, 'Internal Server Error');
      else res.destroy();
    });
  });
}

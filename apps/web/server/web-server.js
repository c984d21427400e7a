// @ts-check
// The web server (Fastify): the built app under /public/build/, index.html (or admin.html) for
// every other page address, and the API's paths proxied to the apis of API_URL (spread over
// them, a dead one skipped: ./upstreams.js) with bodies streamed through untouched (receipt
// uploads are multipart). Security headers on everything it answers.
import { existsSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import replyFrom from '@fastify/reply-from';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController } from 'fastify';
import { API_PATH_PREFIXES, forwardable } from './api-paths.js';
import { RETRY_AFTER_SECONDS, outageAnswer } from './outage.js';
import { securityHeaders } from './security-headers.js';
import { Upstreams, meansGone, neverArrived } from './upstreams.js';

export const ASSET_PREFIX = '/public/build/';
/** Hashed build output never changes under its name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Unhashed files under /public/build/ (favicon): a day. */
const SHORT = 'public, max-age=86400';
/** The pages themselves are always revalidated, so a deploy is picked up at once. */
const PAGE = 'no-cache';
/** What scripts/precompress.mjs keeps a .br and a .gz copy of. */
const COMPRESSED_COPIES = /\.(js|mjs|css|html|svg|json|wasm|txt)(\.br|\.gz)?$/;
/** Connecting to the API is quick or it is down. */
const CONNECT_TIMEOUT_MS = 5_000;

/** Google reCAPTCHA v2 (the escalation form), as Google documents its CSP needs. */
const RECAPTCHA_SCRIPTS = [
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
];
const RECAPTCHA_FRAMES = [
  'https://www.google.com/recaptcha/',
  'https://recaptcha.google.com/recaptcha/',
];

/**
 * The pages' Content-Security-Policy: scripts only from here (plus WebAssembly for the barcode
 * decoder and reCAPTCHA's own), inline styles (Mantine writes them), and who may frame the page.
 * @param {string[]} frameAncestors
 * @param {boolean} production
 */
function pageDirectives(frameAncestors, production) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...RECAPTCHA_SCRIPTS],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    mediaSrc: ["'self'", 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    workerSrc: ["'self'", 'blob:'],
    frameSrc: RECAPTCHA_FRAMES,
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors,
    upgradeInsecureRequests: production ? [] : null,
  };
}

/**
 * Fastify's trustProxy for TRUST_PROXY. A hop count trusts that many proxies in front, as
 * Express reads it (Fastify itself treats a bare count as "trust nobody"): whoever connects
 * directly could then claim any address, so addresses are the safer setting.
 * @param {import('@lens/validation').TrustProxy} trust
 * @returns {false | string[] | ((address: string, hop: number) => boolean)}
 */
const trustFunction = (trust) =>
  typeof trust === 'number' ? (_address, hop) => hop < trust : trust;

/** @param {import('./config.js').WebConfig} config */
export async function createWebServer(config) {
  const production = config.NODE_ENV === 'production';
  const root = path.resolve(config.WEB_DIST);
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    // Requests are the API's to log; this server logs only what goes wrong.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trustFunction(config.TRUST_PROXY),
    // A client that trickles its request (slowloris) is cut off; uploads finish well inside.
    requestTimeout: 120_000,
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: pageDirectives(config.FRAME_ANCESTORS, production),
    },
    // frame-ancestors decides framing (the app runs in host pages' iframes); X-Frame-Options
    // cannot name several sites, so it is only sent where nobody may frame (/admin).
    frameguard: false,
    hsts: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });

  // Every answer, the proxied API's and the 404s included (security-headers.js).
  app.addHook('onSend', securityHeaders);

  app.setNotFoundHandler((_request, reply) => reply.code(404).type('text/plain').send('Not Found'));
  app.get('/healthz', (_request, reply) => reply.type('text/plain').send('ok'));

  // The build: hashed assets are immutable; what the build precompressed (.br, .gz) is sent as
  // is; a missing chunk is a 404, never index.html, so the app shows its retry screen.
  await app.register(fastifyStatic, {
    root,
    prefix: ASSET_PREFIX,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(response, file) {
      const relative = path.relative(root, file);
      if (COMPRESSED_COPIES.test(file)) response.setHeader('vary', 'Accept-Encoding');
      response.setHeader(
        'cache-control',
        relative.startsWith(`assets${path.sep}`)
          ? IMMUTABLE
          : file.endsWith('.html')
            ? PAGE
            : SHORT,
      );
    },
  });

  // Crawlers ask for /robots.txt at the root; it is a file of the build (public/robots.txt).
  app.get('/robots.txt', (_request, reply) =>
    existsSync(path.join(root, 'robots.txt'))
      ? reply.header('cache-control', SHORT).sendFile('robots.txt')
      : reply.callNotFound(),
  );

  const built = existsSync(path.join(root, 'index.html'));
  /**
   * @param {string} page
   * @param {import('fastify').FastifyReply} reply
   */
  const sendPage = (page, reply) =>
    built
      ? reply.header('cache-control', PAGE).sendFile(page)
      : reply
          .code(503)
          .type('text/plain')
          .send('The web app is not built: run `npx nx run @lens/web:build`.');

  // Nobody may frame the back office (security-headers.js makes sure, whatever the path).
  const adminHelmet = {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: pageDirectives(["'none'"], production),
    },
    frameguard: { action: /** @type {const} */ ('deny') },
  };
  for (const url of ['/admin', '/admin/*'])
    app.get(url, { helmet: adminHelmet }, (_request, reply) => sendPage('admin.html', reply));
  app.get('/*', (_request, reply) => sendPage('index.html', reply));
  // Pages are only read: any other method Fastify knows (TRACE and OPTIONS included) is 405.
  app.route({
    method: app.supportedMethods.filter((method) => method !== 'GET' && method !== 'HEAD'),
    url: '/*',
    handler: (_request, reply) =>
      reply.code(405).header('allow', 'GET, HEAD').type('text/plain').send('Method Not Allowed'),
  });

  const upstreams = new Upstreams(config.API_URL, {
    log: ({ level, msg, ...rest }) => app.log[level === 40 ? 'warn' : 'info'](rest, String(msg)),
  });
  app.addHook('onClose', async () => upstreams.close());

  await app.register(async (proxy) => {
    // The API does not compress its answers; the build is compressed ahead (scripts/precompress).
    await proxy.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
    // Bodies stay streams: whatever the API accepts passes through unparsed.
    proxy.removeAllContentTypeParsers();
    proxy.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    await proxy.register(replyFrom, {
      // No base: each request names its api (getUpstream), and reply-from keeps a request's
      // path from naming another host.
      undici: {
        connect: { timeout: CONNECT_TIMEOUT_MS },
        headersTimeout: config.UPSTREAM_TIMEOUT_MS,
        bodyTimeout: config.UPSTREAM_TIMEOUT_MS,
      },
    });

    /**
     * @param {import('fastify').FastifyRequest} request
     * @param {import('fastify').FastifyReply} reply
     * @param {number} [tried] apis that refused this request's connection already
     * @returns {unknown}
     */
    const forward = (request, reply, tried = 0) => {
      if (!forwardable(request.url, { production, peer: request.socket.remoteAddress }))
        return reply.callNotFound();
      const upstream = upstreams.next();
      return reply.from(request.url, {
        getUpstream: () => upstream,
        // Never retried: an API answering 503 is in an outage, and a retry only delays the page.
        retryDelay: () => null,
        // The API learns who the client is from us alone: the client's own X-Forwarded-For
        // (or Forwarded) is dropped and replaced by the address we found.
        rewriteRequestHeaders: (incoming, headers) => {
          const {
            forwarded: _forwarded,
            'x-forwarded-for': _for,
            'x-forwarded-host': _host,
            'x-forwarded-proto': _proto,
            'x-real-ip': _realIp,
            ...rest
          } = headers;
          return {
            ...rest,
            'x-forwarded-for': incoming.ip,
            'x-forwarded-host': incoming.host,
            'x-forwarded-proto': incoming.protocol,
          };
        },
        // API answers are data, not pages: nobody frames them, unless the API says otherwise.
        rewriteHeaders: (headers) => ({
          'content-security-policy': "frame-ancestors 'none'",
          ...headers,
        }),
        onError: (failed, { error }) => {
          if (meansGone(error)) upstreams.failed(upstream);
          // A request without a body that never reached its api goes to the next one; one with
          // a body cannot be sent again (its stream is spent): the client retries the 503 with
          // its Idempotency-Key, and meets a live api.
          const bodiless =
            !request.headers['transfer-encoding'] && !Number(request.headers['content-length']);
          if (neverArrived(error) && bodiless && tried + 1 < upstreams.all().length)
            return forward(
              request,
              /** @type {import('fastify').FastifyReply} */ (failed),
              tried + 1,
            );
          const timedOut = /** @type {{ statusCode?: number }} */ (error).statusCode === 504;
          failed.log.warn(
            { url: request.url, error: error.message },
            timedOut ? 'api did not answer in time' : 'api unreachable',
          );
          const answer = outageAnswer({
            accept: request.headers.accept,
            acceptLanguage: request.headers['accept-language'],
            method: request.method,
            url: request.url,
          });
          failed
            .code(timedOut ? 504 : 503)
            .header('retry-after', String(RETRY_AFTER_SECONDS))
            .header('cache-control', 'no-store')
            .type(answer.type)
            .send(answer.body);
        },
      });
    };
    for (const prefix of API_PATH_PREFIXES) {
      proxy.all(prefix, forward);
      proxy.all(`${prefix}/*`, forward);
    }
  });

  return app;
}

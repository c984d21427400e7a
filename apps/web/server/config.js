// @ts-check
// The web server's settings: read from the environment once, each with the text the README's
// table is generated from (`npm run docs:env`).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { trustProxySchema } from '@lens/validation';
import { z } from 'zod';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * A CSP `frame-ancestors` source: `'self'`, `'none'`, or a page origin with an optional `*.`
 * subdomain or `:*` port wildcard (`https://partner.example`, `https://*.clinic.example`).
 */
const frameSource = z
  .string()
  .regex(
    /^(?:'self'|'none'|https?:\/\/(?:\*\.)?[a-z0-9.-]+(?::(?:\d{1,5}|\*))?)$/i,
    "is not 'self', 'none' or an origin such as https://partner.example",
  );

export const webEnvSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'test', 'production'])
    .default('development')
    .describe('`production` adds HSTS and removes the dev routes (`/dev/*`, `/api/dev/*`)'),
  WEB_HOST: z
    .string()
    .default('127.0.0.1')
    .describe('interface the web server listens on (`npm start` and `npm run serve` pass `HOST`)'),
  WEB_PORT: z.coerce.number().int().min(0).max(65535).default(8080).describe('web server port'),
  API_URL: z
    .string()
    .default('http://127.0.0.1:3000')
    .transform((value) => value.split(/[\s,]+/).filter(Boolean))
    .pipe(z.array(z.string().url()).min(1))
    .describe(
      'where the web server finds the API: one URL or several, comma-separated (`npm run serve` passes one per api process). Requests are spread over them in turn; one that refuses connections is skipped until it answers again. A host name with several addresses (compose replicas) counts once per address',
    ),
  WEB_DIST: z.string().default(path.resolve(here, '../dist')).describe('the web build to serve'),
  TRUST_PROXY: trustProxySchema
    .prefault('false')
    .describe(
      'the proxies in front of the web server (a load balancer): a hop count, or comma-separated addresses/CIDRs. Unset, its peer is the client. Either way it sends the API the client address it found, never a client-supplied `X-Forwarded-For`',
    ),
  FRAME_ANCESTORS: z
    .string()
    .default("'self'")
    .transform((value) => value.split(/[\s,]+/).filter(Boolean))
    .pipe(z.array(frameSource).min(1))
    .describe(
      "the host pages allowed to show the app in an iframe (CSP `frame-ancestors`): `'self'` and origins such as `https://partner.example`, comma-separated. `/admin` can never be framed",
    ),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .describe('pino log level'),
  UPSTREAM_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(30_000)
    .describe(
      'how long the web server waits for the API to answer before it answers 504 itself (connecting: 5 s at most, then 503)',
    ),
});

/** @typedef {z.infer<typeof webEnvSchema>} WebConfig */

/**
 * The settings, or the one line naming what is wrong.
 * @param {NodeJS.ProcessEnv} env
 * @returns {WebConfig}
 */
export function loadWebConfig(env = process.env) {
  const parsed = webEnvSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const line = parsed.error.issues
    .map((issue) => `${issue.path.map(String).join('.')}: ${issue.message}`)
    .join('; ');
  throw Object.assign(new Error(line), { name: 'ConfigError' });
}

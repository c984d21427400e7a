// @ts-check
// The headers every answer of the web server carries, whatever answers it (a page, a file of the
// build, the API through the proxy, a 404): a Permissions-Policy, nosniff, and for anything of
// the back office a frame-ancestors of 'none'.
import { isBackOfficePath } from './api-paths.js';

/**
 * What the pages may ask the browser for: the camera (barcode scanning) and the location (the
 * practice search near me), for this site only; nothing else. Only features every current
 * browser knows are named, so none logs an "unrecognised feature" error.
 */
export const PAGE_PERMISSIONS =
  'accelerometer=(), camera=(self), display-capture=(), geolocation=(self), gyroscope=(), ' +
  'magnetometer=(), microphone=(), payment=(), usb=()';

/** The back office and API answers need none of them. */
export const NO_PERMISSIONS =
  'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), ' +
  'magnetometer=(), microphone=(), payment=(), usb=()';

/**
 * The CSP with its `frame-ancestors` replaced by `'none'` (added when it had none).
 * @param {string | undefined} csp
 */
export function unframable(csp) {
  const directives = (csp ?? '')
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive && !/^frame-ancestors(\s|$)/i.test(directive));
  return [...directives, "frame-ancestors 'none'"].join(';');
}

/**
 * An onSend hook adding the headers to every answer. The back office is told apart by its
 * normalised path, so `/public/build/admin.html` or `/ADMIN/../admin/` is as unframable as
 * `/admin`.
 * @param {import('fastify').FastifyRequest} request
 * @param {import('fastify').FastifyReply} reply
 * @param {unknown} payload
 */
export async function securityHeaders(request, reply, payload) {
  const backOffice = isBackOfficePath(request.url);
  if (!reply.hasHeader('x-content-type-options')) reply.header('x-content-type-options', 'nosniff');
  if (!reply.hasHeader('permissions-policy'))
    reply.header('permissions-policy', backOffice ? NO_PERMISSIONS : PAGE_PERMISSIONS);
  if (backOffice) {
    const csp = reply.getHeader('content-security-policy');
    reply.header('content-security-policy', unframable(typeof csp === 'string' ? csp : undefined));
    reply.header('x-frame-options', 'DENY');
  }
  return payload;
}

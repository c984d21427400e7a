import { METHODS } from 'node:http';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';

/**
 * What the API's answers never need of a browser: every feature off. (The web server gives its
 * pages their own policy.)
 */
export const API_PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), ' +
  'magnetometer=(), microphone=(), payment=(), usb=()';

/**
 * The Express instance Nest runs on. Routing is case-sensitive: `/api/Dev/mail` is not
 * `/api/dev/mail`, so a check made on one spelling (the web server's dev-route guard) cannot be
 * passed by another. The setting has to be made before anything touches the router.
 */
export function apiServer(): Express {
  const server = express();
  server.set('case sensitive routing', true);
  server.use(answerHeaders);
  return server;
}

/**
 * Headers on every answer: nosniff and a Permissions-Policy; `Cache-Control: no-store`, since
 * nearly every answer names a person (profiles, entries, receipts, exports) and a shared
 * computer's cache must keep none of them. A route that may be cached says so itself, after.
 */
function answerHeaders(_request: Request, response: Response, next: NextFunction): void {
  response.set({
    'X-Content-Type-Options': 'nosniff',
    'Permissions-Policy': API_PERMISSIONS_POLICY,
    'Cache-Control': 'no-store',
  });
  next();
}

/** Nest mounts middleware (the request logger) as a route of every method: not an answer. */
const isMiddleware = (methods: Record<string, boolean | undefined>) =>
  Boolean(methods._all) || METHODS.every((method) => methods[method.toLowerCase()]);

interface RouteLayer {
  route?: { methods: Record<string, boolean | undefined> };
  match(path: string): boolean;
}

/**
 * The methods the API answers at a path that it does not answer with the request's method (none:
 * the path is unknown). Read from the router itself, so it is always the routes served; a GET
 * route answers HEAD too.
 */
export function allowedMethods(request: Request): string[] {
  const stack = (request.app as unknown as { router?: { stack?: RouteLayer[] } }).router?.stack;
  const methods = new Set<string>();
  for (const layer of stack ?? []) {
    if (!layer.route || isMiddleware(layer.route.methods) || !layer.match(request.path)) continue;
    for (const [method, on] of Object.entries(layer.route.methods))
      if (on && method !== '_all') methods.add(method.toUpperCase());
  }
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods].sort();
}

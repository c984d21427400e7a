// @ts-check
// Starts the production web server: `node apps/web/server/main.js` (or `npm run serve -w @lens/web`).
//   WEB_PORT  listening port (default 8080)        WEB_HOST  interface (default 0.0.0.0)
//   API_URL   the API (default http://127.0.0.1:3000)
//   WEB_DIST  the build to serve (default apps/web/dist)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWebServer } from './web-server.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env['WEB_PORT'] ?? 8080);
const host = process.env['WEB_HOST'] ?? '0.0.0.0';
const apiUrl = process.env['API_URL'] ?? 'http://127.0.0.1:3000';
const distDir = process.env['WEB_DIST'] ?? path.resolve(here, '../dist');

/** @param {Record<string, unknown>} entry */
const log = (entry) => console.log(JSON.stringify({ time: new Date().toISOString(), ...entry }));

const server = createWebServer({ distDir, apiUrl, log });
server.listen(port, host, () => {
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  log({
    level: 30,
    msg: 'web listening',
    url: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${actualPort}`,
    apiUrl,
    distDir,
  });
});

for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}

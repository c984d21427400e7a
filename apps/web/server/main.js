// @ts-check
// Starts the web server: `node apps/web/server/main.js` (what `npm start`, `npm run serve` and the
// image's `web` target run). Its settings are in ./config.js (and the README's table).
import { createWebServer } from './web-server.js';
import { loadWebConfig } from './config.js';

/** @param {Record<string, unknown>} entry */
const log = (entry) => console.log(JSON.stringify({ time: new Date().toISOString(), ...entry }));

async function main() {
  const config = loadWebConfig();
  const app = await createWebServer(config);
  await app.listen({ port: config.WEB_PORT, host: config.WEB_HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.WEB_PORT;
  const host = ['0.0.0.0', '::'].includes(config.WEB_HOST) ? '127.0.0.1' : config.WEB_HOST;
  log({
    level: 30,
    msg: 'web listening',
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    apiUrl: config.API_URL,
    distDir: config.WEB_DIST,
  });
  for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT']))
    process.once(signal, () => void app.close().then(() => process.exit(0)));
}

main().catch((/** @type {unknown} */ error) => {
  // A setting it cannot use is one line naming the variable; anything else its stack.
  const failure = /** @type {Error} */ (error);
  console.error(failure?.name === 'ConfigError' ? failure.message : (failure?.stack ?? error));
  process.exit(1);
});

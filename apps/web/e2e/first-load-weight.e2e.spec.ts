import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { expect, test } from './fixtures';
import { PUBLIC_PAGES } from './support/public-pages';

// DESIGN §12: a public page's first load carries less than 200 KB of JavaScript, gzip, on the
// production build. Each page is opened in a fresh browser context (empty cache) against the
// real web server; every script and style sheet the load requests until the page has shown and
// the network is idle is counted at its gzip size (the build's precompressed .gz, which the web
// server sends to a client that accepts only gzip). Style sheets are reported beside it.

const BUDGET_JS_BYTES = 200 * 1024;

/** Bytes on the wire for `url` when the client accepts only gzip (no decompression). */
function gzipBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const get = url.startsWith('https:') ? httpsRequest : httpRequest;
    const req = get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () =>
        response.statusCode === 200
          ? resolve(bytes)
          : reject(new Error(`${url}: HTTP ${response.statusCode}`)),
      );
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

for (const { route, url } of PUBLIC_PAGES) {
  test(`first load of ${route} is under 200 KB of JavaScript (gzip)`, async ({ page }) => {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    page.on('request', (request) => {
      const type = request.resourceType();
      if (type === 'script') scripts.add(request.url());
      if (type === 'stylesheet') styles.add(request.url());
    });
    await page.goto(url);
    // The page has shown: the body names it and no page group is still loading.
    await expect(page.locator('body[data-page]')).toBeAttached();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');

    const sum = async (urls: Set<string>) =>
      (await Promise.all([...urls].map(gzipBytes))).reduce((a, b) => a + b, 0);
    const [js, css] = await Promise.all([sum(scripts), sum(styles)]);
    const shown = await page.locator('body').getAttribute('data-page');
    const line = `${route} (shows ${shown}): JS ${kb(js)} in ${scripts.size} files, CSS ${kb(css)}, together ${kb(js + css)} (gzip)`;
    test.info().annotations.push({ type: 'first load', description: line });
    console.log(`first load ${line}`);
    expect(js, `first load of ${url}: ${line}`).toBeLessThan(BUDGET_JS_BYTES);
  });
}

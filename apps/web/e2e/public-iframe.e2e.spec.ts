import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { expect, test } from './fixtures';
import { registerProfile } from './public-kit';

// The app inside a host page's iframe (spec 000 §1, §9): it works framed, hides the
// safety-information link, tells the API its channel, and sets its cookies Secure,
// SameSite=None. The host pages are served by the test itself.

let host: Server;
let hostOrigin = '';
let appOrigin = '';

const hostPage = (
  src: string,
) => `<!doctype html><html lang="en"><head><title>Eye care partner</title></head>
  <body><h1>Our partner’s site</h1>
  <iframe title="Lens Rewards" src="${src}" style="width:360px;height:700px"></iframe></body></html>`;

test.beforeAll(async ({ baseURL }) => {
  appOrigin = new URL(baseURL ?? '').origin;
  host = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(hostPage(`${appOrigin}/faq?lang=es`));
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostOrigin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((resolve) => host.close(() => resolve())));

test('the app works inside another site’s iframe', async ({ page }) => {
  const appState = page.waitForRequest((r) => r.url().startsWith(`${appOrigin}/api/app`));
  await page.goto(`${hostOrigin}/embed.html`);
  // A 360 px frame is a phone's width: channel m, whatever the host page's own size.
  expect(new URL((await appState).url()).searchParams.get('channel')).toBe('m');

  const framed = page.getByTitle('Lens Rewards').contentFrame();
  await expect(framed.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
    'Preguntas frecuentes',
  );
  await expect(
    framed.getByRole('contentinfo').getByRole('link', { name: /FAQ|Preguntas/ }),
  ).toBeVisible();
  await expect(
    framed.getByRole('contentinfo').getByRole('link', { name: /seguridad/i }),
  ).toHaveCount(0);
  const frame = page.frames().find((f) => f.url().startsWith(appOrigin));
  expect(await frame?.evaluate(() => document.body.classList.contains('in-iframe'))).toBe(true);
});

test('framed, its cookies are Secure and SameSite=None', async ({ page, request, login }) => {
  // A host page on the app's own site, so the browser lets the frame keep storage and cookies
  // (this Chromium blocks third-party storage outright); the app only knows it is framed.
  await page.route(`${appOrigin}/e2e-host.html`, (route) =>
    route.fulfill({ contentType: 'text/html', body: hostPage(`${appOrigin}/faq`) }),
  );
  // Signed in, so the app writes its registered-user cookie as the profile arrives.
  await login(await registerProfile(request));
  await page.goto(`${appOrigin}/e2e-host.html`);
  const framed = page.getByTitle('Lens Rewards').contentFrame();
  await expect(framed.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(async () =>
      (await page.context().cookies(appOrigin)).find((c) => c.name === 'lr_new_user'),
    )
    .toMatchObject({ secure: true, sameSite: 'None' });
});

test('the same page outside a frame keeps the safety link and Lax cookies', async ({
  page,
  request,
  login,
  navigate,
}) => {
  await login(await registerProfile(request));
  await navigate('/faq');
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: /Important safety information/ }),
  ).toBeVisible();
  await expect
    .poll(async () =>
      (await page.context().cookies(appOrigin)).find((c) => c.name === 'lr_new_user'),
    )
    .toMatchObject({ sameSite: 'Lax' });
});

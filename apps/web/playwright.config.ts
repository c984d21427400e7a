import { defineConfig } from '@playwright/test';

// Playwright drives Debian's Chromium (apt) and never downloads a browser. The stack under test
// (api, worker, projector, web server) is started by the test orchestrator, not here: point
// E2E_BASE_URL at the web server it started.
process.env['PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD'] = '1';

const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: process.env['E2E_CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
};

export default defineConfig({
  testDir: './e2e',
  // @lens/* from the built libraries (see e2e/tsconfig.json).
  tsconfig: './e2e/tsconfig.json',
  testMatch: '**/*.e2e.spec.ts',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env['CI']),
  retries: process.env['CI'] ? 1 : 0,
  workers: process.env['CI'] ? 2 : undefined,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env['CI']
    ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]]
    : [['list']],
  use: {
    baseURL: process.env['E2E_BASE_URL'] ?? 'http://127.0.0.1:8080',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-US',
    timezoneId: 'UTC',
  },
  projects: [
    {
      name: 'phone',
      // The same JavaScript loads on every screen: the page weights and the CSP are checked once,
      // on desktop. The back office is used at a desk (docs/decisions.md): its walks run on
      // desktop only.
      testIgnore: [
        '**/first-load-weight.e2e.spec.ts',
        '**/content-security.e2e.spec.ts',
        '**/admin-*.e2e.spec.ts',
        '**/support-inbox.e2e.spec.ts',
      ],
      use: {
        ...chromium,
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
      },
    },
    {
      name: 'desktop',
      // The Spanish phone walk sets its own phone viewport: it runs once, in the phone project.
      testIgnore: '**/journey-phone-es.e2e.spec.ts',
      use: { ...chromium, viewport: { width: 1280, height: 800 } },
    },
  ],
});

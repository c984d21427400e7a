/**
 * `npm run lighthouse -- [apiPort] [webPort]` (issue 27): Lighthouse 12.2.3's mobile preset on
 * the public pages, the dashboard and /purchase_info, written into docs/performance.md ("Web on
 * a phone"). It builds, starts the stack on a fresh database `lens_lighthouse` with the demo
 * seed (the production web build behind the real web server, NODE_ENV=test as the e2e stacks
 * run: the demo seed refuses production), signs the demo patient in for the signed-in pages,
 * and runs every page RUNS times (default 3), each in a new Chromium profile (an empty cache),
 * reporting the medians. A benchmark, not a gate: the scores move with the machine's load. Each
 * report is kept as JSON under var/lighthouse/ for its diagnostics (main-thread work, unused
 * JavaScript and CSS, the LCP element).
 *   --no-build   use the builds already there
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import puppeteer, { type Page } from 'puppeteer-core';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@lens/api/src/dev/demo-accounts';
import { machine, writeSection } from '../bench/report';
import {
  DEFAULT_DATABASE_URL,
  DEFAULT_REDIS_URL,
  checkServices,
  ensureDatabase,
} from '../stack/preflight';
import { ROOT, nx, startStack, stopAll } from '../stack/stack';
import { figuresOf, medians, type PageResult, type RunFigures, section } from './figures';

const CHROMIUM = process.env.LIGHTHOUSE_CHROMIUM ?? '/usr/bin/chromium';
/** What this machine needs (docs: machines/node-svc.md): its network is closed. */
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/**
 * The app's storage names (apps/web/src/config/constants.ts and the draft's and estimator's
 * modules; tools may not import the app). Should one change, the visit lands on another page
 * and the run fails on the address it ended at.
 */
const TOKEN_STORAGE_KEY = 'lensRewards.token';
const COOKIE_CONSENT_STORAGE_KEY = 'lensRewards.cookieConsent';
const DRAFT_STORAGE_KEY = 'lensRewards.incompleteEntry';
const ESTIMATOR_STORAGE_KEY = 'lensRewards.estimator';
const ONBOARDING_HIDDEN_COOKIE = 'lr_onboarding_hidden';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const REPORTS = path.join(ROOT, 'var', 'lighthouse');

/** A page to measure and what the browser holds before it opens it. */
interface Visit {
  path: string;
  signedIn: boolean;
  local?: Record<string, string>;
  session?: Record<string, string>;
  cookies?: Record<string, string>;
}

/** `result` of an API call through the web server, as the app makes it. */
async function call<T>(
  base: string,
  route: string,
  init: { token?: string; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(`${base}/api/${route}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { 'profile-token': init.token } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${route}: HTTP ${response.status} ${text}`);
  return (JSON.parse(text) as { result: T }).result;
}

interface Practice {
  sap: string;
  display_name: string;
  city: string;
  state: string;
  postal_code: string;
  preferredActive: boolean;
  affiliated_now: boolean;
}

/**
 * The pages of issue 27: the public ones as a first-time visitor finds them (nothing stored; the
 * results page with the estimate the estimator keeps for the tab), the signed-in ones as the demo
 * patient returning (session, cookie choice and onboarding done; an entry begun for
 * /purchase_info, as the patient-entry step leaves it).
 */
async function visits(base: string): Promise<Visit[]> {
  const { practices } = await call<{ eyeCareProfessionalList: Practice[] }>(
    base,
    'eye-care-professionals/list/by-radius?radius=25&eye_care_professional_postal_code=78701',
  ).then((result) => ({ practices: result.eyeCareProfessionalList }));
  const practice =
    practices.find((p) => p.preferredActive) ?? practices.find((p) => p.affiliated_now);
  if (!practice) throw new Error('no participating practice near 78701: is the demo seed loaded?');
  const rewards = await call<unknown>(
    base,
    `rewards/estimate?brand=1DM&monthly_amount=12&sap=${practice.sap}`,
  );
  const estimate = {
    ecp: {
      sap: practice.sap,
      display_name: practice.display_name,
      city: practice.city,
      state: practice.state,
      preferredActive: practice.preferredActive,
    },
    patient: 'current',
    ownPatient: null,
    brand: '1DM',
    amount: 12,
    rewards,
  };

  const demo = DEMO_ACCOUNTS.find((account) => account.role === 'patient')!;
  const { profile } = await call<{ profile: { id: string; token: string } }>(
    base,
    'profiles/login',
    { body: { email: demo.email, password: DEMO_PASSWORD } },
  );
  const token = profile.token;
  const { patientList } = await call<{ patientList: { id: string; name: string }[] }>(
    base,
    'patients/get-patients/me',
    { token },
  );
  // The demo seed gives the demo patient their own patient ("SELF") at a practice in Austin.
  const patient = patientList[0];
  if (!patient) throw new Error(`${demo.email} has no patient: is the demo seed loaded?`);
  const signedIn = {
    signedIn: true,
    local: { [TOKEN_STORAGE_KEY]: token, [COOKIE_CONSENT_STORAGE_KEY]: 'essential' },
    cookies: { [ONBOARDING_HIDDEN_COOKIE]: '1' },
  };
  const draft = {
    profileId: profile.id,
    step: 'date',
    updatedAt: Date.now(),
    patientId: patient.id,
    patientName: patient.name,
    sap: practice.sap,
    practiceName: practice.display_name,
  };
  return [
    { path: '/login', signedIn: false },
    { path: '/reward_estimator', signedIn: false },
    { path: '/faq', signedIn: false },
    {
      path: '/estimator_results',
      signedIn: false,
      session: { [ESTIMATOR_STORAGE_KEY]: JSON.stringify(estimate) },
    },
    { path: '/dashboard', ...signedIn },
    {
      path: '/purchase_info',
      ...signedIn,
      local: { ...signedIn.local, [DRAFT_STORAGE_KEY]: JSON.stringify(draft) },
    },
  ];
}

interface WebStorage {
  setItem(key: string, value: string): void;
}

/** Writes what the visit needs into the site's storage, from a page of the same origin. */
async function prepare(page: Page, base: string, visit: Visit) {
  if (!visit.local && !visit.session && !visit.cookies) return;
  await page.goto(`${base}/robots.txt`);
  await page.evaluate(
    (local: Record<string, string>, session: Record<string, string>) => {
      // In the page: the browser's storage (this file is typed for Node, without the DOM).
      const web = globalThis as unknown as Record<'localStorage' | 'sessionStorage', WebStorage>;
      for (const [key, value] of Object.entries(local)) web.localStorage.setItem(key, value);
      for (const [key, value] of Object.entries(session)) web.sessionStorage.setItem(key, value);
    },
    visit.local ?? {},
    visit.session ?? {},
  );
  for (const [name, value] of Object.entries(visit.cookies ?? {}))
    await page.setCookie({ name, value, url: base });
}

/** One Lighthouse run in a browser of its own; the report is kept under var/lighthouse/. */
async function measure(base: string, visit: Visit, run: number): Promise<RunFigures> {
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  try {
    const page = await browser.newPage();
    await prepare(page, base, visit);
    // Lighthouse is an ECMAScript module: imported, not required.
    const { default: lighthouse } = await import('lighthouse');
    const result = await lighthouse(
      `${base}${visit.path}`,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        // The storage the visit needs was written above; the cache is empty in a new profile.
        disableStorageReset: true,
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${visit.path}`);
    const shown = new URL(result.lhr.finalDisplayedUrl).pathname;
    if (shown !== visit.path) throw new Error(`${visit.path} ended at ${shown}: not measured`);
    const file = path.join(REPORTS, `${visit.path.slice(1) || 'home'}-${run}.json`);
    writeFileSync(file, typeof result.report === 'string' ? result.report : result.report[0]!);
    const figures = figuresOf(result.lhr);
    console.log(
      `  ${visit.path} run ${run}: performance ${figures.performance}, LCP ${Math.round(figures.lcpMs)} ms, ` +
        `TBT ${Math.round(figures.tbtMs)} ms, CLS ${figures.cls.toFixed(3)} (${path.relative(ROOT, file)})`,
    );
    return figures;
  } finally {
    await browser.close();
  }
}

async function main(): Promise<number> {
  const [apiPort = '3600', webPort = '8600'] = process.argv
    .slice(2)
    .filter((arg) => !arg.startsWith('--'));
  const database = new URL(process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL);
  database.pathname = '/lens_lighthouse';
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    // Inside the demo offer, as the e2e stacks run, so every page is in its active phase.
    APP_NOW: process.env.APP_NOW ?? '2025-09-15T15:00:00.000Z',
    DATABASE_URL: database.toString(),
    REDIS_URL: process.env.REDIS_URL ?? DEFAULT_REDIS_URL,
    REDIS_PREFIX: `lighthouse_${Date.now().toString(36)}`,
    RATE_LIMIT_SCALE: '20',
  };
  await checkServices(env.DATABASE_URL!, env.REDIS_URL!);
  if (
    !process.argv.includes('--no-build') &&
    nx(['run-many', '-t', 'build', '-p', '@lens/api', '@lens/projector', '@lens/web'], env) !== 0
  )
    return 1;
  await ensureDatabase(env.DATABASE_URL!, { fresh: true });
  mkdirSync(REPORTS, { recursive: true });
  const load = loadavg()[0]!.toFixed(1);
  const { services, url } = await startStack({
    env,
    apiPort: Number(apiPort),
    webPort: Number(webPort),
  });
  try {
    const results: PageResult[] = [];
    for (const visit of await visits(url)) {
      const runs: RunFigures[] = [];
      for (let run = 1; run <= RUNS; run += 1) runs.push(await measure(url, visit, run));
      results.push({
        page: visit.path,
        signedIn: visit.signedIn,
        median: medians(runs),
        runs: RUNS,
      });
    }
    const chromium = execFileSync(CHROMIUM, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    const context =
      `Measured ${new Date().toISOString().slice(0, 10)} on ${await machine()}, ${chromium}, ` +
      `Lighthouse 12.2.3 (mobile preset: simulated slow 4G, 4× CPU slowdown), load average ${load} at the start`;
    writeSection('lighthouse', section(results, context));
    // The table as the repository's Prettier lays it out, so the file stays as `npm run format` keeps it.
    const doc = path.join(ROOT, 'docs', 'performance.md');
    const options = { ...(await resolveConfig(doc)), filepath: doc };
    writeFileSync(doc, await format(readFileSync(doc, 'utf8'), options));
    console.log(`\n${section(results, context)}\n\nwritten to docs/performance.md`);
    return 0;
  } finally {
    await stopAll(services);
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

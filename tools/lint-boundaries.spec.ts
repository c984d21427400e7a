// Proves the lint boundary of libs/domain: importing infrastructure, frameworks, other
// workspace projects or app code, and reading the clock or Math.random, are reported there.
//
// ESLint loads the flat config (eslint.config.mjs) with a dynamic import(), which Jest's
// CommonJS runtime refuses without --experimental-vm-modules, so the ESLint Node API
// (new ESLint + lintText) runs in a child Node process and reports back as JSON.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const DOMAIN_FILE = 'libs/domain/src/__probe__.ts';

interface Probe {
  readonly code: string;
  readonly filePath: string;
}
interface Reported {
  readonly ruleId: string | null;
  readonly message: string;
}

const LINT_IN_CHILD = `
import { ESLint } from 'eslint';
let input = '';
for await (const chunk of process.stdin) input += chunk;
const probes = JSON.parse(input);
const eslint = new ESLint({ cwd: process.cwd() });
const reported = {};
for (const [name, { code, filePath }] of Object.entries(probes)) {
  const [result] = await eslint.lintText(code, { filePath });
  reported[name] = result.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}
process.stdout.write(JSON.stringify(reported));
`;

const inDomain = (code: string): Probe => ({ code, filePath: DOMAIN_FILE });
const inApi = (folder: string, from: string): Probe => ({
  code: `import * as imported from '${from}';\nexport const used = imported;\n`,
  filePath: `apps/api/src/${folder}/__probe__.ts`,
});

const inController = (imports: string, parameters: string): Probe => ({
  code: `import { Controller } from '@nestjs/common';\n${imports}\n@Controller('probe')\nexport class ProbeController {\n  constructor(${parameters}) {}\n}\n`,
  filePath: 'apps/api/src/features/ledger/__probe__.controller.ts',
});

const probes = {
  pg: inDomain("import { Pool } from 'pg';\nexport const pool = Pool;\n"),
  nest: inDomain(
    "import { Injectable } from '@nestjs/common';\nexport const marker = Injectable;\n",
  ),
  react: inDomain("import { useState } from 'react';\nexport const hook = useState;\n"),
  eventStore: inDomain("import * as store from '@lens/event-store';\nexport const port = store;\n"),
  appByPath: inDomain(
    "import * as api from '../../../apps/api/src/main';\nexport const app = api;\n",
  ),
  appByName: inDomain("import * as api from '@lens/api';\nexport const app = api;\n"),
  nodeIo: inDomain("import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n"),
  dateNow: inDomain('export const stamp = (): number => Date.now();\n'),
  newDate: inDomain('export const today = (): Date => new Date();\n'),
  random: inDomain('export const roll = (): number => Math.random();\n'),
  clean: inDomain(
    [
      "import { SUPPLY_MONTHS } from './catalog/codes';",
      '',
      '/** `now` comes in as an argument; formatting a given instant is fine. */',
      'export const describeNow = (now: number): string =>',
      '  `${new Date(now).toISOString()} ${SUPPLY_MONTHS.length}`;',
      '',
    ].join('\n'),
  ),
  // The same import outside the domain is allowed: the rule is scoped to libs/domain.
  pgInEventStore: {
    code: "import { Pool } from 'pg';\nexport const pool = Pool;\n",
    filePath: 'libs/event-store/src/__probe__.ts',
  },
  // apps/api/src's layers: platform < features < worker < admin < dev.
  platformImportsFeature: inApi('platform/auth', '../../features/profiles/credentials'),
  featureImportsWorker: inApi('features/profiles', '../../worker/email/templates'),
  workerImportsAdmin: inApi('worker/email', '../../admin/access/staff'),
  adminImportsDev: inApi('admin/support', '../../dev/inbox/dev-sms-inbox'),
  featureImportsPlatform: inApi('features/profiles', '../../platform/clock/clock'),
  devImportsFeature: inApi('dev/seed', '../../features/practices/practice-directory'),
  // Controllers of features and the back office inject the buses only.
  controllerInjectsService: inController(
    "import { Ledger } from '../ledger/ledger';",
    'private readonly ledger: Ledger',
  ),
  controllerInjectsBuses: inController(
    "import { CommandBus, QueryBus } from '@nestjs/cqrs';",
    'private readonly commands: CommandBus, private readonly queries: QueryBus',
  ),
} satisfies Record<string, Probe>;

type ProbeName = keyof typeof probes;

let reported: Record<ProbeName, Reported[]>;

beforeAll(() => {
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', LINT_IN_CHILD], {
    cwd: ROOT,
    input: JSON.stringify(probes),
    encoding: 'utf8',
    timeout: 120_000,
  });
  reported = JSON.parse(output) as Record<ProbeName, Reported[]>;
}, 130_000);

const rulesOf = (name: ProbeName) => reported[name].map((m) => m.ruleId);
const messagesOf = (name: ProbeName) => reported[name].map((m) => m.message).join('\n');

describe('libs/domain lint boundary', () => {
  it.each([
    ['pg', 'libs/domain is pure'],
    ['nest', 'libs/domain is pure'],
    ['react', 'libs/domain is pure'],
    ['eventStore', 'libs/domain depends on nothing else in the workspace'],
    ['appByPath', 'libs/domain never reaches into apps'],
    ['appByName', 'libs/domain depends on nothing else in the workspace'],
    ['nodeIo', 'libs/domain has no I/O'],
  ] as const)('reports the %s import', (name, message) => {
    expect(rulesOf(name)).toContain('no-restricted-imports');
    expect(messagesOf(name)).toContain(message);
  });

  it('also reports workspace projects through the Nx module boundaries', () => {
    expect(rulesOf('eventStore')).toContain('@nx/enforce-module-boundaries');
    expect(rulesOf('appByName')).toContain('@nx/enforce-module-boundaries');
  });

  it.each([
    ['dateNow', 'no Date.now()'],
    ['newDate', 'no new Date()'],
    ['random', 'no Math.random()'],
  ] as const)('reports %s', (name, message) => {
    expect(rulesOf(name)).toEqual(['no-restricted-syntax']);
    expect(messagesOf(name)).toContain(message);
  });

  it('reports nothing for a clean domain file', () => {
    expect(reported.clean).toEqual([]);
  });

  it('allows the same import outside libs/domain', () => {
    expect(reported.pgInEventStore).toEqual([]);
  });
});

describe('apps/api/src layers (by what runs the code)', () => {
  it.each([
    ['platformImportsFeature', 'apps/api/src/platform is below features'],
    ['featureImportsWorker', 'apps/api/src/features is below worker'],
    ['workerImportsAdmin', 'apps/api/src/worker is below admin'],
    ['adminImportsDev', 'apps/api/src/admin is below dev'],
  ] as const)('reports %s', (name, message) => {
    expect(rulesOf(name)).toEqual(['no-restricted-imports']);
    expect(messagesOf(name)).toContain(message);
  });

  it.each(['featureImportsPlatform', 'devImportsFeature'] as const)(
    'allows %s (a layer imports those before it)',
    (name) => {
      expect(reported[name]).toEqual([]);
    },
  );
});

describe('apps/api controllers', () => {
  it('reports a controller that injects a service instead of the buses', () => {
    expect(rulesOf('controllerInjectsService')).toEqual(['no-restricted-syntax']);
    expect(messagesOf('controllerInjectsService')).toContain('A controller only dispatches');
  });

  it('allows a controller that injects CommandBus and QueryBus', () => {
    expect(reported.controllerInjectsBuses).toEqual([]);
  });
});

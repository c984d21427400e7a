// One flat config for the workspace. Module boundaries follow Nx tags:
//   scope:shared   (libs/domain, libs/validation) depend only on other shared libs
//   scope:backend  (apps/api, apps/projector, libs/event-store, libs/read-models) depend on shared
//                  and backend libs
//   scope:frontend (apps/web) depends only on shared libs
//   type:domain    (libs/domain) depends on nothing but other domain code
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const infrastructure = [
  'pg',
  'ioredis',
  'bullmq',
  'kafkajs',
  '@eventstore/db-client',
  'nodemailer',
];
const frameworks = ['react', 'react-dom', 'react-router-dom', 'jotai', '@mantine/*', '@nestjs/*'];
const appsApart = {
  group: ['@lens/api', '@lens/projector', '@lens/web'],
  message: 'Apps do not import other apps.',
};
// apps/api/src is grouped by what runs it, in layers: a layer imports those before it, never one
// after it. The process entries and their root modules (main.ts, worker.ts, app.module.ts, ...)
// and the test kit sit above them all.
const apiLayers = ['platform', 'features', 'worker', 'admin', 'dev'];
const apiLayerRules = apiLayers.map((layer, index) => {
  const above = apiLayers.slice(index + 1);
  return {
    files: [`apps/api/src/${layer}/**/*.ts`],
    ignores: ['apps/api/src/**/*.spec.ts', 'apps/api/src/**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            appsApart,
            ...(above.length > 0
              ? [
                  {
                    regex: `^(\\.\\./)+(${above.join('|')})/`,
                    message: `apps/api/src/${layer} is below ${above.join(', ')}: it does not import them.`,
                  },
                ]
              : []),
          ],
        },
      ],
    },
  };
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/.nx/**',
      'var/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { '@nx': nx },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          allow: [],
          enforceBuildableLibDependency: false,
          depConstraints: [
            { sourceTag: 'type:domain', onlyDependOnLibsWithTags: ['type:domain'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:frontend', onlyDependOnLibsWithTags: ['scope:shared'] },
            {
              sourceTag: 'scope:backend',
              onlyDependOnLibsWithTags: ['scope:shared', 'scope:backend'],
            },
            {
              sourceTag: 'scope:tools',
              onlyDependOnLibsWithTags: ['scope:shared', 'scope:backend', 'scope:tools'],
            },
          ],
        },
      ],
    },
  },
  {
    // Apps do not import each other, except api tests that drive the real projector in-process.
    files: ['apps/**/*.ts', 'apps/**/*.tsx'],
    ignores: ['apps/api/src/**/*.spec.ts', 'apps/api/src/testing/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [appsApart] }],
    },
  },
  ...apiLayerRules,
  {
    // Controllers only dispatch: each command and query reaches its one handler class through
    // the buses. (Platform endpoints and the dev inbox are not the programme's commands.)
    files: ['apps/api/src/features/**/*.controller.ts', 'apps/api/src/admin/**/*.controller.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MethodDefinition[kind='constructor'] TSParameterProperty TSTypeReference > Identifier[name!=/^(CommandBus|QueryBus)$/]",
          message:
            'A controller only dispatches: inject CommandBus or QueryBus and send a command or query to its handler.',
        },
      ],
    },
  },
  {
    // Nest injects constructor parameters by their runtime class (decorator metadata): the
    // type-import rule must know, or it would turn an injected class into a type-only import.
    files: ['apps/api/src/**/*.ts'],
    languageOptions: {
      parserOptions: { emitDecoratorMetadata: true, experimentalDecorators: true },
    },
  },
  {
    // API integration tests drive the real projector in-process.
    files: ['apps/api/src/**/*.spec.ts', 'apps/api/src/testing/**/*.ts'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        { allow: ['@lens/projector', '@lens/event-store/testing'] },
      ],
    },
  },
  {
    // Tools (start, test orchestration, benchmarks) drive the apps themselves.
    files: ['tools/**/*.ts'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        { allow: ['@lens/projector', '@lens/api', '@lens/event-store/testing'] },
      ],
    },
  },
  {
    // The domain is pure: no framework, no infrastructure, no ambient clock or randomness.
    files: ['libs/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...infrastructure, ...frameworks],
              message: 'libs/domain is pure: pass data in, return data out.',
            },
            {
              group: ['node:*', 'fs', 'path', 'crypto', 'http'],
              message: 'libs/domain has no I/O.',
            },
            {
              group: ['@lens/*', '!@lens/domain'],
              message: 'libs/domain depends on nothing else in the workspace.',
            },
            {
              group: ['../../apps/*', '../../../apps/*', '**/apps/**'],
              message: 'libs/domain never reaches into apps.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='Date'][property.name='now']",
          message: 'Pass `now` in; no Date.now() in the domain.',
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Pass `now` in; no new Date() in the domain.',
        },
        {
          selector: "MemberExpression[object.name='Math'][property.name='random']",
          message: 'Inject a generator; no Math.random() in the domain.',
        },
      ],
    },
  },
  {
    // A read model is tables, rows, folds and SQL: no framework, and it never reaches into apps.
    files: ['libs/read-models/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...frameworks, 'ioredis', 'bullmq', 'kafkajs', 'nodemailer'],
              message: 'libs/read-models holds SQL and folds; the apps host them.',
            },
            {
              group: ['@lens/api', '@lens/projector', '@lens/web', '@lens/runtime'],
              message:
                'libs/read-models depends on @lens/domain, @lens/event-store and @lens/validation only.',
            },
          ],
        },
      ],
    },
  },
  {
    // Shared validation runs in the browser too.
    files: ['libs/validation/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...infrastructure, ...frameworks, 'node:*'],
              message: 'libs/validation is shared with the browser: zod and @lens/domain only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.ts', 'apps/web/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['**/*.cjs', '**/jest.config.js', 'jest.preset.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      '@nx/enforce-module-boundaries': 'off',
    },
  },
  prettier,
);

import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

// The generator loads the web server's ESM config with import(), which Jest's CommonJS runtime
// refuses, so it runs as `npm run docs:env` does, in a child process.
describe('README: the environment variables table', () => {
  it('is what the config schemas say (else run `npm run docs:env`)', () => {
    const run = () =>
      execFileSync(
        process.execPath,
        ['--import', 'tsx', path.join(ROOT, 'tools/docs/env-table.ts'), '--check'],
        {
          cwd: ROOT,
          env: { ...process.env, TSX_TSCONFIG_PATH: path.join(ROOT, 'tsconfig.dev.json') },
          stdio: 'pipe',
        },
      );
    expect(run).not.toThrow();
  });
});

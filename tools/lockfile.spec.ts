import { readFileSync } from 'node:fs';
import path from 'node:path';

// The lock file installs with `npm ci` on any machine only if it holds every platform's optional
// packages. npm writes a lock without an optional package its registry did not serve at that
// moment (a platform build published later, a version missing from a mirror), silently; a
// later `npm ci` whose registry does serve it then refuses the lock ("Missing: … from lock
// file"). This catches such a lock before it is committed. Repair: `npm install -D <parent>@<its
// locked version>` then `npm uninstall <parent>` makes npm resolve the parent's optional
// packages again (a plain `npm install` trusts the lock and adds nothing); or choose a version
// whose builds are all served.

interface Entry {
  name?: string;
  link?: boolean;
  optionalDependencies?: Record<string, string>;
}

const ROOT = path.resolve(__dirname, '..');
const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, Entry>;
};

/** Where Node would find `name` from the package at `at`: its own node_modules, then upwards. */
function resolves(at: string, name: string): boolean {
  for (let dir = at; ;) {
    if (`${dir ? `${dir}/` : ''}node_modules/${name}` in lock.packages) return true;
    if (!dir) return false;
    const parent = dir.lastIndexOf('/node_modules/');
    dir = parent < 0 ? '' : dir.slice(0, parent);
  }
}

describe('package-lock.json', () => {
  it('has every optional dependency of every locked package, for every platform', () => {
    const missing = Object.entries(lock.packages).flatMap(([at, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => !resolves(at, name))
        .map((name) => `${name} (optional dependency of ${at || 'the workspace'})`),
    );
    expect(missing).toEqual([]);
  });
});

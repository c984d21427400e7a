import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PROJECTION_NAMES, liveSchema } from './names';

const root = join(__dirname, '../../..');
const scanned = ['apps/api/src', 'apps/projector/src'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** Every `read_<name>` a file names, per file (specs may read tables directly to check them). */
function namesOutsideTheLib(): Record<string, string[]> {
  const schemas = Object.values(PROJECTION_NAMES).map((name) => liveSchema({ name }));
  const pattern = new RegExp(`\\b(${schemas.join('|')})\\b`, 'g');
  const found: Record<string, string[]> = {};
  for (const file of scanned.flatMap((dir) => sources(join(root, dir)))) {
    const names = [...new Set(readFileSync(file, 'utf8').match(pattern) ?? [])].sort();
    if (names.length > 0) found[relative(root, file)] = names;
  }
  return found;
}

/** The table and schema constants an api file imports from the lib, per file. */
function tablesImportedByTheApi(): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const file of sources(join(root, 'apps/api/src'))) {
    const imports = readFileSync(file, 'utf8').matchAll(
      /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@lens\/read-models'/g,
    );
    const names = [...imports]
      .flatMap((match) => match[1]!.split(','))
      .map((name) => name.trim())
      .filter((name) => /_(TABLE|SCHEMA)$/.test(name));
    if (names.length > 0) found[relative(root, file)] = names.sort();
  }
  return found;
}

describe('read-model SQL lives in libs/read-models', () => {
  it('the api and the projector name no read_<projection> schema (they use the constants of the lib)', () => {
    expect(namesOutsideTheLib()).toEqual({});
  });

  it('the api writes no SQL over a read model: it imports no table of one, only its query functions', () => {
    expect(tablesImportedByTheApi()).toEqual({});
  });
});

import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { distance } from 'fastest-levenshtein';

/** Shorter values are refused by length long before anyone asks whether they were committed. */
export const MIN_CANDIDATE_LENGTH = 16;
/** Nobody's secret is longer; longer runs (minified code, data) are not values anyone sets. */
const MAX_TOKEN_LENGTH = 512;
/** Where a value starts or ends inside a token: `KEY=value`, `${KEY:-value}`, `user:pass@host`. */
const INNER_BOUNDARY = /[=:@/?#&]/g;
/** What separates tokens: white space, quotes, brackets and list punctuation. */
const SEPARATORS = /[\s"'`,;()[\]{}<>|\\]+/;
const MAX_CUTS = 12;

/** Directories and files never part of the repository's content, when there is no git to ask. */
const SKIPPED_DIRECTORIES = new Set([
  '.git',
  '.nx',
  'node_modules',
  'dist',
  'coverage',
  'var',
  'tmp',
  'test-results',
  'playwright-report',
  'blob-report',
]);
const isLocalEnvFile = (name: string) =>
  (name === '.env' || name.startsWith('.env.')) && name !== '.env.example';

/** A value as it might have been written or pasted: as is, and without list dashes or a full stop. */
export function variantsOf(value: string): string[] {
  const trimmed = value.replace(/^[-+]+/, '').replace(/[.:]+$/, '');
  return trimmed === value ? [value] : [value, trimmed];
}

/**
 * Every value a text could be setting, in the ways values are written: whole tokens between
 * white space, quotes and brackets, and their parts after `=`, `:` or `@` and before `:`, `@` or
 * `/` (so `JWT_SECRET=…`, `${JWT_SECRET:-…}` and `postgres://user:…@host` all give the value).
 */
export function* candidateValues(text: string): Generator<string> {
  for (const token of text.split(SEPARATORS)) {
    if (token.length < MIN_CANDIDATE_LENGTH || token.length > MAX_TOKEN_LENGTH) continue;
    const starts = [0];
    const ends = [token.length];
    for (const match of token.matchAll(INNER_BOUNDARY)) {
      if (starts.length > MAX_CUTS) break;
      starts.push(match.index + 1);
      ends.push(match.index);
    }
    for (const start of starts)
      for (const end of ends)
        if (end - start >= MIN_CANDIDATE_LENGTH)
          for (const variant of variantsOf(token.slice(start, end)))
            if (variant.length >= MIN_CANDIDATE_LENGTH) yield variant;
  }
}

/** The repository's files: what git tracks, or (an image build has no .git) the tree less build output. */
export function repositoryFiles(root: string): string[] {
  if (existsSync(path.join(root, '.git'))) {
    try {
      return execFileSync('git', ['ls-files', '-z'], { cwd: root, maxBuffer: 64 * 1024 * 1024 })
        .toString('utf8')
        .split('\0')
        .filter(Boolean);
    } catch {
      // No git on this machine: read the tree instead.
    }
  }
  const files: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory() && !SKIPPED_DIRECTORIES.has(entry.name)) walk(child);
      else if (entry.isFile() && !isLocalEnvFile(entry.name)) files.push(child);
    }
  };
  walk('');
  return files;
}

/** Every candidate value in the repository's text files, sorted. */
export function committedValueList(root: string): string[] {
  const values = new Set<string>();
  for (const file of repositoryFiles(root)) {
    const full = path.join(root, file);
    let content: Buffer;
    try {
      if (!statSync(full).isFile()) continue;
      content = readFileSync(full);
    } catch {
      continue; // tracked but deleted in the working tree
    }
    if (content.subarray(0, 8000).includes(0)) continue; // binary
    for (const value of candidateValues(content.toString('utf8'))) values.add(value);
  }
  return [...values].sort();
}

/** Answers whether a value appears in the repository, or one a few edits from it does. */
export interface CommittedValues {
  includes(value: string): boolean;
  /** The fewest edits (Levenshtein) from the value to a committed one, when at most `within`. */
  nearest(value: string, within: number): number | null;
}

export function committedValuesOf(values: Iterable<string>): CommittedValues {
  const set = new Set<string>();
  const byLength = new Map<number, string[]>();
  for (const value of values) {
    if (!value || set.has(value)) continue;
    set.add(value);
    byLength.set(value.length, [...(byLength.get(value.length) ?? []), value]);
  }
  return {
    includes: (value) => variantsOf(value).some((variant) => set.has(variant)),
    nearest(value, within) {
      // Only values whose length is within reach can be within reach (fastest-levenshtein).
      let best: number | null = null;
      for (let length = value.length - within; length <= value.length + within; length += 1)
        for (const candidate of byLength.get(length) ?? []) {
          const edits = distance(value, candidate);
          if (edits <= within && (best === null || edits < best)) best = edits;
        }
      return best;
    },
  };
}

/** The list the build writes beside this module (`dist/committed-values.txt`). */
export const COMMITTED_VALUES_FILE = 'committed-values.txt';

/** The workspace root above a directory: the one holding nx.json and package-lock.json. */
export function findRepositoryRoot(from: string): string | undefined {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'nx.json')) && existsSync(path.join(dir, 'package-lock.json')))
      return dir;
    if (path.dirname(dir) === dir) return undefined;
  }
}

let loaded: CommittedValues | null | undefined;

/**
 * The repository's values: run from source (tests, tools) the repository is read now; run from
 * the build (`npm run serve`, the image) the list the build wrote from it. Null when neither is
 * there, and then production refuses to start rather than accept an unchecked secret.
 */
export function loadCommittedValues(): CommittedValues | null {
  if (loaded !== undefined) return loaded;
  const fromSource = __filename.endsWith('.ts');
  const root = fromSource ? findRepositoryRoot(__dirname) : undefined;
  if (root) return (loaded = committedValuesOf(committedValueList(root)));
  const file = path.join(__dirname, COMMITTED_VALUES_FILE);
  if (!existsSync(file)) return (loaded = null);
  return (loaded = committedValuesOf(readFileSync(file, 'utf8').split('\n')));
}

/** Where the build writes the list; reported when it is missing. */
export const committedValuesPath = () => path.join(__dirname, COMMITTED_VALUES_FILE);

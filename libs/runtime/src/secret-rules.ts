import type { CommittedValues } from './committed-values';

/** Secrets we choose ourselves (the master secret, database and Redis passwords). */
export const MIN_SECRET_BYTES = 32;
/** Secrets a provider issues (an SMTP password): their format is not ours to lengthen. */
export const MIN_ISSUED_SECRET_BYTES = 16;

export interface SecretSpec {
  /** The environment variable, e.g. JWT_SECRET, or `DATABASE_URL's password`. */
  name: string;
  value: string | undefined;
  /** Missing is refused only when required; a value given is always checked. */
  required: boolean;
  minBytes: number;
  /** Why it is required, when it is only sometimes (e.g. "CAPTCHA_REQUIRED is on"). */
  because?: string;
}

/** The one line a process prints before refusing to start; names the variable first. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

const GENERATE = 'generate one with `openssl rand -hex 32`';

/** Fewer different bytes than this is a pattern, not a secret (a random hex secret has ~16). */
export const MIN_DISTINCT_BYTES = 8;
/** Bits its byte counts must show (Shannon), per byte the secret must have at least. */
const BITS_PER_REQUIRED_BYTE = 3;
/** A secret this many edits from a committed value, per four of its characters, is that value. */
const CHARACTERS_PER_EDIT = 4;

/** How often each byte occurs, and the Shannon estimate of the bits the value carries. */
function entropyBits(bytes: Buffer): number {
  const counts = new Map<number, number>();
  for (const byte of bytes) counts.set(byte, (counts.get(byte) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) {
    const p = count / bytes.length;
    bits -= count * Math.log2(p);
  }
  return bits;
}

/** The value is one shorter run written again and again (`abcabcab`). */
function isRepetition(bytes: Buffer): boolean {
  for (let period = 1; period <= bytes.length / 2; period += 1) {
    let repeats = true;
    for (let i = period; i < bytes.length && repeats; i += 1)
      repeats = bytes[i] === bytes[i - period];
    if (repeats) return true;
  }
  return false;
}

/** Half or more of the steps between neighbouring bytes are one and the same (`abcdef…`, `aaaa…`). */
function isRun(bytes: Buffer): boolean {
  const steps = new Map<number, number>();
  for (let i = 1; i < bytes.length; i += 1) {
    const step = (bytes[i] as number) - (bytes[i - 1] as number);
    steps.set(step, (steps.get(step) ?? 0) + 1);
  }
  return Math.max(0, ...steps.values()) * 2 >= bytes.length - 1;
}

/**
 * Why a secret long enough is still guessable, or null: too few different bytes, too little in
 * its byte counts for its length, a repeated run or a sequence. Not "fewer than 16 different
 * bytes": `openssl rand -hex 32` (what we tell people to run) uses only 16 and misses one of them
 * about one time in four.
 */
export function weakness(value: string, minBytes: number): string | null {
  const bytes = Buffer.from(value, 'utf8');
  const distinct = new Set(bytes).size;
  if (distinct < MIN_DISTINCT_BYTES) return `only ${distinct} different bytes`;
  if (isRepetition(bytes)) return 'one run repeated';
  if (isRun(bytes)) return 'a sequence';
  if (entropyBits(bytes) < minBytes * BITS_PER_REQUIRED_BYTE) return 'too few different bytes';
  return null;
}

/** A secret missing (when required) or too short, as one line; all development asks of one. */
export function lengthProblem(spec: SecretSpec): string | null {
  const { name, value, minBytes } = spec;
  if (value === undefined || value === '') {
    if (!spec.required) return null;
    return `${name} is not set${spec.because ? ` (${spec.because})` : ''}: production needs a secret of at least ${minBytes} bytes; ${GENERATE}.`;
  }
  const bytes = Buffer.byteLength(value, 'utf8');
  if (bytes < minBytes)
    return `${name} is too short (${bytes} bytes): production needs at least ${minBytes} bytes; ${GENERATE}.`;
  return null;
}

/** What is wrong with a secret in production, as one line, or null when it will do. */
export function secretProblem(spec: SecretSpec, committed: CommittedValues): string | null {
  const { name, value, minBytes } = spec;
  const length = lengthProblem(spec);
  if (length || !value) return length;
  if (committed.includes(value))
    return `${name} is a value written in the repository (docker-compose.yml, .env.example, tests or code), so it is public: ${GENERATE}.`;
  const weak = weakness(value, minBytes);
  if (weak) return `${name} is too predictable (${weak}): ${GENERATE}.`;
  const edits = committed.nearest(value, Math.ceil(value.length / CHARACTERS_PER_EDIT));
  if (edits !== null)
    return `${name} is ${edits} edit${edits === 1 ? '' : 's'} from a value written in the repository, so it is nearly public: ${GENERATE}.`;
  return null;
}

/**
 * Throws a ConfigError naming the first secret production cannot run with. Without the list of
 * committed values no secret can be checked, so that is refused too.
 */
export function assertProductionSecrets(
  specs: readonly SecretSpec[],
  committed: CommittedValues | null,
  listPath: string,
): void {
  if (!committed) {
    const first = specs.find((spec) => spec.value)?.name ?? specs[0]?.name ?? 'secrets';
    throw new ConfigError(
      `${first} cannot be checked against the repository's values: ${listPath} is missing; run \`npm run build\`.`,
    );
  }
  for (const spec of specs) {
    const problem = secretProblem(spec, committed);
    if (problem) throw new ConfigError(problem);
  }
}

/** The password inside a connection URL (`postgres://user:password@host/db`), if it has one. */
export function urlPassword(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const password = new URL(url).password;
    return password ? decodeURIComponent(password) : undefined;
  } catch {
    return undefined;
  }
}

/** A connection URL's password as a secret: checked when present, never required. */
export function urlSecret(
  variable: string,
  url: string | undefined,
  minBytes = MIN_SECRET_BYTES,
): SecretSpec {
  return { name: `${variable} (its password)`, value: urlPassword(url), required: false, minBytes };
}

/** Zod-style issues as one line: `PORT: expected a number; HOST: …`. */
export function issuesLine(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): string {
  return issues
    .map((issue) => `${issue.path.map(String).join('.') || 'environment'}: ${issue.message}`)
    .join('; ');
}

/**
 * The end of a process that could not start: a configuration error is its one line, anything
 * else its stack. Exits 1.
 */
export function exitOnStartupFailure(error: unknown): never {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
}

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

/** What is wrong with a secret in production, as one line, or null when it will do. */
export function secretProblem(spec: SecretSpec, committed: CommittedValues): string | null {
  const { name, value, minBytes } = spec;
  if (value === undefined || value === '') {
    if (!spec.required) return null;
    return `${name} is not set${spec.because ? ` (${spec.because})` : ''}: production needs a secret of at least ${minBytes} bytes; ${GENERATE}.`;
  }
  const bytes = Buffer.byteLength(value, 'utf8');
  if (bytes < minBytes)
    return `${name} is too short (${bytes} bytes): production needs at least ${minBytes} bytes; ${GENERATE}.`;
  if (committed.includes(value))
    return `${name} is a value written in the repository (docker-compose.yml, .env.example, tests or code), so it is public: ${GENERATE}.`;
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

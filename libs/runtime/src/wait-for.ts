/**
 * Start-up against dependencies that may not be there yet (a fleet starting together, a database
 * restarting): a process asks each one in turn and, while it does not answer, waits and asks
 * again with a growing delay, one log line per try, instead of exiting.
 */

/** Something a process needs before it starts, and how to ask it whether it is there. */
export interface Dependency {
  /** As an operator calls it: `PostgreSQL`, `Redis`. */
  name: string;
  /** Resolves when the dependency answers; rejects (with why) when it does not. */
  probe: () => Promise<void>;
}

/** The line a process logs while it waits (pino's shape: level 40 = warn, 30 = info). */
export interface WaitLine {
  level: 30 | 40;
  msg: string;
  dependency: string;
  attempt: number;
  retryInMs?: number;
  waitedMs?: number;
  error?: string;
}

export interface WaitOptions {
  log: (line: WaitLine) => void;
  /** The first pause after a failed try; each next one doubles, up to `maxDelayMs`. */
  firstDelayMs?: number;
  maxDelayMs?: number;
  /** Replaced by tests to count the pauses instead of taking them. */
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

export const FIRST_DELAY_MS = 250;
export const MAX_DELAY_MS = 5_000;

/** The pause after the `attempt`-th failed try: 250 ms, 500 ms, 1 s … then 5 s each. */
export function backoffMs(
  attempt: number,
  firstDelayMs = FIRST_DELAY_MS,
  maxDelayMs = MAX_DELAY_MS,
): number {
  return Math.min(maxDelayMs, firstDelayMs * 2 ** Math.min(attempt - 1, 20));
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once every dependency has answered, asking them in order; never gives up (a
 * supervisor, compose or Kubernetes decides how long is too long, and SIGTERM still stops it).
 */
export async function waitForDependencies(
  dependencies: readonly Dependency[],
  options: WaitOptions,
): Promise<void> {
  const sleep = options.sleep ?? pause;
  const now = options.now ?? Date.now;
  for (const { name, probe } of dependencies) {
    const since = now();
    for (let attempt = 1; ; attempt += 1) {
      try {
        await probe();
        if (attempt > 1)
          options.log({
            level: 30,
            msg: `${name} answered; starting`,
            dependency: name,
            attempt,
            waitedMs: now() - since,
          });
        break;
      } catch (error) {
        const retryInMs = backoffMs(attempt, options.firstDelayMs, options.maxDelayMs);
        options.log({
          level: 40,
          msg: `waiting for ${name}`,
          dependency: name,
          attempt,
          retryInMs,
          error: error instanceof Error ? error.message || error.name : String(error),
        });
        await sleep(retryInMs);
      }
    }
  }
}

/** The wait's lines as one JSON line each on stdout, as every process logs at start-up. */
export const logJsonLine =
  (processName: string) =>
  (line: WaitLine): void =>
    console.log(JSON.stringify({ time: Date.now(), name: processName, ...line }));

/**
 * `npm run serve`'s supervision: a process of the fleet that stops on its own (a crash, an OOM
 * kill) is started again after a short pause, with a line saying so, while the others go on.
 * One that keeps crashing (`limit` restarts within `windowMs`) is given up on: its line says so
 * and `gaveUp` resolves, and the caller stops the rest (a supervisor above, systemd or compose,
 * then decides).
 */
import type { Service } from '../stack/stack';

export interface SupervisorOptions {
  /** Restarts allowed within `windowMs` before giving up. */
  limit: number;
  windowMs: number;
  /** Pause before the n-th restart of the window (1-based). */
  delayMs: (restart: number) => number;
  log: (line: string) => void;
}

export const DEFAULT_SUPERVISION: Omit<SupervisorOptions, 'log'> = {
  limit: 5,
  windowMs: 60_000,
  delayMs: (restart) => Math.min(10_000, 500 * 2 ** (restart - 1)),
};

export interface Supervised {
  label: string;
  /** The process running now (a new one after each restart). */
  current(): Service;
  /** How many times it was started again. */
  restarts(): number;
  /** Resolves with the last exit code when the restart limit is reached. */
  gaveUp: Promise<number | null>;
  /** Stops it for good (no restart after this). */
  stop(stopAll: (services: readonly Service[]) => Promise<void>): Promise<void>;
}

/** Watches `first` (already started by `start`) and starts it again whenever it stops. */
export function supervise(
  label: string,
  first: Service,
  start: () => Service,
  options: SupervisorOptions,
): Supervised {
  let service = first;
  let stopping = false;
  let restarts = 0;
  const recent: number[] = [];
  let timer: NodeJS.Timeout | undefined;
  let giveUp: (code: number | null) => void = () => undefined;
  const gaveUp = new Promise<number | null>((resolve) => (giveUp = resolve));

  const watch = (watched: Service) => {
    void watched.exited.then((code) => {
      if (stopping) return;
      const signal = watched.child.signalCode;
      const how = signal ? `killed by ${signal}` : `exit code ${code}`;
      const now = Date.now();
      while (recent.length && recent[0]! <= now - options.windowMs) recent.shift();
      if (recent.length >= options.limit) {
        options.log(
          `${label} stopped (${how}) after ${recent.length} restarts within ${options.windowMs / 1000} s; not restarting it again`,
        );
        giveUp(code);
        return;
      }
      recent.push(now);
      restarts += 1;
      const delay = options.delayMs(recent.length);
      options.log(
        `${label} stopped (${how}); restarting it in ${delay} ms (restart ${recent.length} of ${options.limit} allowed within ${options.windowMs / 1000} s)`,
      );
      timer = setTimeout(() => {
        if (stopping) return;
        service = start();
        watch(service);
      }, delay);
    });
  };
  watch(first);

  return {
    label,
    current: () => service,
    restarts: () => restarts,
    gaveUp,
    stop: async (stopAll) => {
      stopping = true;
      clearTimeout(timer);
      await stopAll([service]);
    },
  };
}

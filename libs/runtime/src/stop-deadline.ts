/** How long a graceful stop may take before the process exits anyway (Docker's own grace is 10 s). */
export const STOP_DEADLINE_MS = 10_000;

/**
 * Gives a process's graceful stop a deadline. On the first SIGTERM or SIGINT, `stop` starts; if
 * the process is still alive `deadlineMs` later (a stop waiting on a connection that will never
 * answer, its database dropped or its parent gone), `onOverrun` logs and the process exits 1.
 * A second signal exits at once. The timer does not keep the process alive on its own.
 */
export function stopOnSignals(
  stop: () => unknown,
  deadlineMs: number,
  onOverrun: (reason: string) => void,
): void {
  let stopping = false;
  const handle = (signal: NodeJS.Signals) => {
    if (stopping) {
      onOverrun(`${signal} again while stopping`);
      process.exit(1);
    }
    stopping = true;
    setTimeout(() => {
      onOverrun(`still stopping ${deadlineMs} ms after ${signal}`);
      process.exit(1);
    }, deadlineMs).unref();
    void stop();
  };
  process.on('SIGTERM', handle);
  process.on('SIGINT', handle);
}

/**
 * The deadline alone, for a process whose framework stops it on the signal (Nest's shutdown
 * hooks): armed once, so the framework's re-raised signal after a clean stop ends the process.
 */
export function armStopDeadline(deadlineMs: number, onOverrun: (reason: string) => void): void {
  const arm = (signal: NodeJS.Signals) => {
    process.removeListener('SIGTERM', arm);
    process.removeListener('SIGINT', arm);
    setTimeout(() => {
      onOverrun(`still stopping ${deadlineMs} ms after ${signal}`);
      process.exit(1);
    }, deadlineMs).unref();
  };
  process.once('SIGTERM', arm);
  process.once('SIGINT', arm);
}

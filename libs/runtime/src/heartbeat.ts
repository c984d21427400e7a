import { writeFile } from 'node:fs/promises';

/** How often a running process says it is alive; a healthcheck allows a few missed beats. */
export const HEARTBEAT_EVERY_MS = 5_000;

/**
 * For processes without an HTTP port (worker, projector): while the event loop runs, the file
 * named by HEARTBEAT_FILE gets the time every few seconds, so a container healthcheck can tell
 * a live process from a hung one (`node dist/healthcheck.js <file>`). Off when unset.
 */
export function startHeartbeat(file: string | undefined): () => void {
  if (!file) return () => undefined;
  const beat = () => void writeFile(file, `${Date.now()}\n`).catch(() => undefined);
  beat();
  const timer = setInterval(beat, HEARTBEAT_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

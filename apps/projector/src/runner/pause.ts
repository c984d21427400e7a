/**
 * Waits `ms`, or less when the signal aborts or the `wake` handed to `onWake` is called, and
 * leaves no listener behind (a long-running loop would otherwise pile them up on its signal).
 */
export function pause(
  ms: number,
  signal?: AbortSignal,
  onWake?: (wake: () => void) => void,
): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    if (signal?.aborted) return done();
    signal?.addEventListener('abort', done, { once: true });
    onWake?.(done);
  });
}

/**
 * A generation counter with waiters. A reader notes the generation before it reads; if it found
 * nothing it waits for a newer generation, so a wake-up between its read and its wait is never lost.
 */
export class Wakeup {
  generation = 0;
  private readonly waiters = new Set<() => void>();

  wakeAll(): void {
    this.generation += 1;
    for (const resolve of this.waiters) resolve();
    this.waiters.clear();
  }

  wait(seenGeneration: number, timeoutMs: number, signal?: AbortSignal): Promise<void> {
    if (this.generation !== seenGeneration || signal?.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        this.waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      signal?.addEventListener('abort', done, { once: true });
      this.waiters.add(done);
    });
  }
}

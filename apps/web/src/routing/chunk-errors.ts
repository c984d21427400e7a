import { PAGE_GROUP_TIMEOUT_MS } from '../config/constants';

export type ChunkErrorCode = 'ChunkLoadError' | 'CSS_CHUNK_LOAD_FAILED';

/** A page group (or its styles) that did not load (spec 001 §8). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';

  constructor(
    readonly group: string,
    readonly code: ChunkErrorCode,
    options?: { cause?: unknown },
  ) {
    super(
      code === 'CSS_CHUNK_LOAD_FAILED'
        ? `Loading CSS chunk ${group} failed (CSS_CHUNK_LOAD_FAILED)`
        : `Loading chunk ${group} failed`,
      options,
    );
  }
}

export const isChunkLoadError = (error: unknown): error is ChunkLoadError =>
  error instanceof ChunkLoadError;

/** Vite's preload helper rejects with "Unable to preload CSS for …" when a style sheet fails. */
export function toChunkLoadError(error: unknown, group: string): ChunkLoadError {
  if (error instanceof ChunkLoadError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const code: ChunkErrorCode = /preload CSS|\.css/i.test(message)
    ? 'CSS_CHUNK_LOAD_FAILED'
    : 'ChunkLoadError';
  return new ChunkLoadError(group, code, { cause: error });
}

/** The import, or a ChunkLoadError when it fails or has not settled within the timeout. */
export function loadChunk<T>(
  group: string,
  load: () => Promise<T>,
  timeoutMs: number = PAGE_GROUP_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(group, 'ChunkLoadError', { cause: 'timeout' })),
      timeoutMs,
    );
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(toChunkLoadError(error, group));
      },
    );
  });
}

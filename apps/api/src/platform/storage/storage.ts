import type { Readable } from 'node:stream';

/**
 * Where uploaded files (receipts, product photos) live: a folder on this machine by default
 * (`LocalDiskStorage`), an S3-compatible object store when several machines run the api and the
 * worker (`S3Storage`).
 */
export interface Storage {
  /**
   * Stores a stream under the key as it arrives (never whole in memory); nothing is kept under
   * the key unless the stream ends without error.
   */
  write(key: string, bytes: Readable): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  /** The bytes as a stream with their size, or null when nothing is stored under the key. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** Forgets the key's file (nothing when there is none). */
  remove(key: string): Promise<void>;
}

export const STORAGE = Symbol('STORAGE');

const SAFE_KEY = /^[A-Za-z0-9_-]{1,128}$/;

/** Keys are ours (UUIDs), never a client's path: anything else is refused before any I/O. */
export function checkedKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`Unsafe storage key: ${key}`);
  return key;
}

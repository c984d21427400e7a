import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Where uploaded files live: local disk by default, an S3-compatible store in production. */
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

const missing = (error: unknown) => (error as { code?: unknown }).code === 'ENOENT';

/** Files under one directory (`var/uploads`), named by their key. */
export class LocalDiskStorage implements Storage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    if (!SAFE_KEY.test(key)) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(this.root, key);
  }

  async write(key: string, bytes: Readable): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(this.root, { recursive: true });
    // Written under a temporary name and renamed at the end: a file cut off half-way (too
    // large, a broken connection) never appears under its key.
    const partial = path.join(this.root, `.${key}.${randomBytes(4).toString('hex')}.part`);
    try {
      await pipeline(bytes, createWriteStream(partial, { flags: 'wx' }));
      await rename(partial, target);
    } catch (error) {
      await unlink(partial).catch(() => undefined);
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  async open(key: string): Promise<{ stream: Readable; size: number } | null> {
    const file = this.pathOf(key);
    try {
      const { size } = await stat(file);
      return { stream: createReadStream(file), size };
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await unlink(this.pathOf(key)).catch((error: unknown) => {
      if (!missing(error)) throw error;
    });
  }
}

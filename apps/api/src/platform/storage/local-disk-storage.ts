import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type Storage, checkedKey } from './storage';

const missing = (error: unknown) => (error as { code?: unknown }).code === 'ENOENT';

/** Files under one directory (`var/uploads`), named by their key. */
export class LocalDiskStorage implements Storage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    return path.join(this.root, checkedKey(key));
  }

  async write(key: string, bytes: Readable): Promise<void> {
    const target = this.pathOf(key);
    // The stream may fail while the folder is made: heard here, not left unhandled.
    let early: unknown = null;
    const note = (error: unknown) => (early = error);
    bytes.once('error', note);
    try {
      await mkdir(this.root, { recursive: true });
    } finally {
      bytes.off('error', note);
    }
    if (early) throw early;
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

import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { loadConfig } from '../config/config';
import { type S3Server, startS3Server } from '../../testing/s3-server';
import { LocalDiskStorage } from './local-disk-storage';
import { S3Storage } from './s3-storage';
import type { Storage } from './storage';

/** A stream that gives some bytes, then fails (a connection cut half-way, a file too large). */
function cutOff(head: Buffer): Readable {
  const stream = new PassThrough();
  stream.write(head);
  setTimeout(() => stream.destroy(new Error('connection reset')), 20);
  return stream;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** What every adapter of the Storage port must do alike. */
function storageContract(name: string, make: () => Promise<Storage>) {
  describe(`${name} (the Storage port)`, () => {
    let storage: Storage;
    beforeAll(async () => {
      storage = await make();
    });

    it('keeps a stream under its key and gives it back whole, as bytes and as a stream', async () => {
      const key = randomUUID();
      const bytes = randomBytes(70_000);
      await storage.write(key, Readable.from([bytes.subarray(0, 30_000), bytes.subarray(30_000)]));
      expect((await storage.get(key))?.equals(bytes)).toBe(true);
      const opened = await storage.open(key);
      expect(opened?.size).toBe(bytes.length);
      expect((await readAll(opened!.stream)).equals(bytes)).toBe(true);
    });

    it('streams a file larger than one part (6 MB) without losing a byte', async () => {
      const key = randomUUID();
      const bytes = randomBytes(6 * 1024 * 1024 + 123);
      await storage.write(key, Readable.from(chunksOf(bytes, 64 * 1024)));
      expect((await storage.get(key))?.equals(bytes)).toBe(true);
    });

    it('answers null for a key it does not hold, and forgets a key it removes', async () => {
      expect(await storage.get(randomUUID())).toBeNull();
      expect(await storage.open(randomUUID())).toBeNull();
      const key = randomUUID();
      await storage.write(key, Readable.from([Buffer.from('receipt')]));
      await storage.remove(key);
      await storage.remove(key); // nothing to remove: no error
      expect(await storage.get(key)).toBeNull();
    });

    it('keeps nothing under the key of a stream that fails before its end', async () => {
      const key = randomUUID();
      await expect(storage.write(key, cutOff(randomBytes(1_000)))).rejects.toThrow(/reset/);
      expect(await storage.get(key)).toBeNull();
    });

    it('refuses a key that is not one of ours, before any I/O', async () => {
      await expect(storage.get('../etc/passwd')).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.write('a/b', Readable.from([]))).rejects.toThrow(/Unsafe/);
    });
  });
}

function* chunksOf(bytes: Buffer, size: number): Generator<Buffer> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

const dir = mkdtempSync(path.join(tmpdir(), 'lens-storage-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
storageContract('LocalDiskStorage', async () => new LocalDiskStorage(dir));

describe('S3Storage against a local S3-compatible server (s3rver)', () => {
  let s3: S3Server;
  let storage: S3Storage;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(async () => {
    storage?.close();
    await s3.close();
  });

  storageContract('S3Storage', async () => {
    const config = loadConfig({ ...s3.env(`uploads-${randomBytes(3).toString('hex')}`) });
    if (config.storage.kind !== 's3') throw new Error('UPLOAD_STORAGE_URL names an S3 store');
    storage = new S3Storage(config.storage.location);
    await storage.ensureBucket();
    return storage;
  });

  it('puts keys under the prefix the URL names, in the bucket it names (made when missing)', async () => {
    const bucket = `prefixed-${randomBytes(3).toString('hex')}`;
    const env = s3.env(bucket);
    const config = loadConfig({
      ...env,
      UPLOAD_STORAGE_URL: `${env.UPLOAD_STORAGE_URL}/lens/uploads`,
    });
    if (config.storage.kind !== 's3') throw new Error('expected S3');
    expect(config.storage.location).toMatchObject({ bucket, prefix: 'lens/uploads/' });
    const prefixed = new S3Storage(config.storage.location);
    await prefixed.ensureBucket();
    await prefixed.ensureBucket(); // there already: nothing to do
    const key = randomUUID();
    await prefixed.write(key, Readable.from([Buffer.from('photo')]));
    const plain = new S3Storage({ ...config.storage.location, prefix: '' });
    expect(await plain.get(key)).toBeNull(); // not at the bucket's root: under the prefix
    expect((await prefixed.get(key))?.toString()).toBe('photo');
    prefixed.close();
    plain.close();
  });
});

describe('local disk storage leaves no part file behind', () => {
  it('after a stream that fails', async () => {
    const own = mkdtempSync(path.join(tmpdir(), 'lens-storage-parts-'));
    try {
      await expect(
        new LocalDiskStorage(own).write(randomUUID(), cutOff(randomBytes(10))),
      ).rejects.toThrow();
      expect(readdirSync(own)).toEqual([]);
    } finally {
      rmSync(own, { recursive: true, force: true });
    }
  });
});

import { createHash, randomUUID } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { extensionOf } from '@lens/validation';
import type { Request } from 'express';
import type { StorageEngine } from 'multer';
import { Failure } from '../../platform/http/failure';
import { type FileKind, UPLOAD_EXTENSION_SET, sniff } from './file-kinds';
import type { Storage } from '../../platform/storage/storage';

/** What the upload host kept of a file it streamed to storage. */
export interface StoredUpload {
  /** The storage key (also the file's public name). */
  key: string;
  size: number;
  sha256: string;
  contentType: string;
  originalname: string;
}

/** The store could not keep a file that was fine (a full disk, an unreachable bucket). */
export class StorageFailed extends Error {
  constructor(override readonly cause: unknown) {
    super('storage failed');
    this.name = 'StorageFailed';
  }
}

/** Bytes enough to tell every accepted kind by its signature. */
const HEAD_BYTES = 64;

/**
 * Checks a file as it passes: its kind by the magic bytes of its head (the head is held back
 * until it is long enough to tell, and nothing goes on unless it is an accepted kind), its size
 * against the limit at every chunk, and its SHA-256 on the way.
 */
class Inspection extends Transform {
  size = 0;
  kind: FileKind | undefined;
  private readonly hash = createHash('sha256');
  private head: Buffer[] = [];
  private headLength = 0;

  constructor(private readonly maxBytes: number) {
    super();
  }

  /** The SHA-256 of everything that passed (once, at the end). */
  digest(): string {
    return this.hash.digest('hex');
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.maxBytes) return done(new Failure('FILE_TOO_LARGE', 'upload'));
    this.hash.update(chunk);
    if (this.kind) return done(null, chunk);
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < HEAD_BYTES) return done();
    this.judgeHead(done);
  }

  override _flush(done: TransformCallback): void {
    if (this.kind) return done();
    this.judgeHead(done);
  }

  private judgeHead(done: TransformCallback): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.kind = sniff(head);
    if (!this.kind) return done(new Failure('FILE_FORMAT', 'upload'));
    done(null, head);
  }
}

/**
 * A multer storage engine that streams the file to the Storage port as it arrives, checked on
 * the way (extension first, then kind, size, hash), so no request holds a whole file in memory.
 * A refused or cut-off file leaves nothing behind.
 */
export class StreamToStorage implements StorageEngine {
  constructor(
    private readonly storage: Storage,
    private readonly maxBytes: number,
  ) {}

  /** Refuses a file by its name before a byte of it is read. */
  static checkName(
    _request: Request,
    file: Express.Multer.File,
    accept: (error: Error | null, include?: boolean) => void,
  ): void {
    if (UPLOAD_EXTENSION_SET.has(extensionOf(file.originalname))) accept(null, true);
    else accept(new Failure('FILE_FORMAT', 'upload'));
  }

  _handleFile(
    _request: Request,
    file: Express.Multer.File,
    done: (error?: unknown, info?: Partial<Express.Multer.File>) => void,
  ): void {
    const key = randomUUID();
    const inspection = new Inspection(this.maxBytes);
    // The store may start reading a moment later (it prepares first): an early refusal is kept
    // here rather than left unheard.
    let refusal: unknown;
    inspection.on('error', (error) => (refusal ??= error));
    let cutOff = false;
    file.stream.on('error', (error) => {
      cutOff = true;
      inspection.destroy(error);
    });
    file.stream.pipe(inspection);
    this.storage.write(key, inspection).then(
      () => {
        const stored: StoredUpload = {
          key,
          size: inspection.size,
          sha256: inspection.digest(),
          contentType: inspection.kind!.contentType,
          originalname: file.originalname,
        };
        done(null, stored as unknown as Partial<Express.Multer.File>);
      },
      (error: unknown) => {
        // Let the rest of the part flow by: multer drains the request and answers the error.
        file.stream.unpipe(inspection);
        file.stream.resume();
        const why = refusal ?? error;
        done(cutOff || why instanceof Failure ? why : new StorageFailed(why));
      },
    );
  }

  _removeFile(
    _request: Request,
    file: Express.Multer.File & Partial<StoredUpload>,
    done: (error: Error | null) => void,
  ): void {
    if (!file.key) return done(null);
    this.storage.remove(file.key).then(
      () => done(null),
      (error: unknown) => done(error as Error),
    );
  }
}

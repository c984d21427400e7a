import { Readable } from 'node:stream';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Location } from '../config/storage-location';
import { type Storage, checkedKey } from './storage';

const notFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    error.$metadata.httpStatusCode === 404);

/**
 * Uploads in an S3-compatible object store (`@aws-sdk/client-s3`; `@aws-sdk/lib-storage` streams
 * a body of unknown length in parts, so a file is never whole in memory beyond one 5 MB part).
 * Every api and worker process, on any machine, sees the same files.
 */
export class S3Storage implements Storage {
  private readonly client: S3Client;

  constructor(private readonly location: S3Location) {
    this.client = new S3Client({
      region: location.region,
      endpoint: location.endpoint,
      // S3-compatible servers (MinIO, s3rver) take the bucket in the path, not in the host name.
      forcePathStyle: location.endpoint !== undefined,
      credentials: location.credentials,
      // Checksums only where S3 requires them: servers other than AWS's may not read the
      // newer `aws-chunked` trailers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  }

  private objectKey(key: string): string {
    return `${this.location.prefix}${checkedKey(key)}`;
  }

  /** Makes the bucket when the store has none of that name (a fresh MinIO, a test's s3rver). */
  async ensureBucket(): Promise<void> {
    const Bucket = this.location.bucket;
    try {
      await this.client.send(new HeadBucketCommand({ Bucket }));
    } catch (error) {
      if (!notFound(error)) throw error;
      await this.client.send(new CreateBucketCommand({ Bucket }));
    }
  }

  async write(key: string, bytes: Readable): Promise<void> {
    // A stream that fails before its end is never completed: a single part is not sent, a
    // multipart upload is aborted. Nothing appears under the key.
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.location.bucket, Key: this.objectKey(key), Body: bytes },
      leavePartsOnError: false,
    });
    let failure: unknown = null;
    const stop = (error: unknown) => {
      failure = error;
      void upload.abort().catch(() => undefined);
    };
    bytes.once('error', stop);
    try {
      await upload.done();
    } catch (error) {
      throw failure ?? error;
    } finally {
      bytes.off('error', stop);
    }
    if (failure) throw failure;
  }

  async get(key: string): Promise<Buffer | null> {
    const opened = await this.open(key);
    if (!opened) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async open(key: string): Promise<{ stream: Readable; size: number } | null> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key) }),
      );
      const body = object.Body;
      if (!(body instanceof Readable)) throw new Error('S3 answered without a body stream');
      return { stream: body, size: object.ContentLength ?? 0 };
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key) }),
    );
  }

  close(): void {
    this.client.destroy();
  }
}

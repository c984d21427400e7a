import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { freePort } from './redis-server';

/** s3rver's fixed credentials (it checks the signature, not who signs). */
const CREDENTIALS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

export interface S3Server {
  /** `UPLOAD_STORAGE_URL` and the S3 credentials for a bucket of this server. */
  env(bucket: string): Record<string, string>;
  close(): Promise<void>;
}

/**
 * A local S3-compatible server (s3rver, from npm) on a free port with its files in a temporary
 * folder: the stand-in for S3 in the integration suite.
 */
export async function startS3Server(): Promise<S3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'lens-s3-'));
  const port = await freePort();
  const server = new S3rver({ address: '127.0.0.1', port, directory, silent: true });
  await server.run();
  return {
    env: (bucket) => ({
      UPLOAD_STORAGE_URL: `http://127.0.0.1:${port}/${bucket}`,
      ...CREDENTIALS,
    }),
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

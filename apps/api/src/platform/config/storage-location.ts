/** Where an S3 store is and who we are to it (`UPLOAD_STORAGE_URL`, `S3_*`). */
export interface S3Location {
  /** An S3-compatible server's origin (path-style); absent for AWS itself (`s3://`). */
  endpoint?: string;
  bucket: string;
  /** Prepended to every key (`uploads/` of `s3://bucket/uploads`), possibly empty. */
  prefix: string;
  region: string;
  /** Absent: the SDK's default chain (an instance role, AWS_* variables). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** Where uploads live: a folder of this machine, or an S3-compatible bucket every machine sees. */
export type StorageLocation = { kind: 'local'; dir: string } | { kind: 's3'; location: S3Location };

/** `s3://bucket/prefix` (AWS) or `https://host:port/bucket/prefix` (S3-compatible, path-style). */
export const STORAGE_URL = /^(s3:\/\/[^/\s]+|https?:\/\/[^/\s]+\/[^/\s]+)(\/\S*)?$/;

export function s3LocationOf(
  url: string,
  region: string,
  credentials?: S3Location['credentials'],
): S3Location {
  const parsed = new URL(url);
  const segments = parsed.pathname.split('/').filter(Boolean);
  const s3 = parsed.protocol === 's3:';
  const bucket = s3 ? parsed.hostname : segments[0];
  if (!bucket) throw new Error(`no bucket in ${url}`);
  const rest = s3 ? segments : segments.slice(1);
  return {
    endpoint: s3 ? undefined : parsed.origin,
    bucket,
    prefix: rest.length ? `${rest.join('/')}/` : '',
    region,
    credentials,
  };
}

import {
  UPLOAD_EXTENSIONS,
  UPLOAD_FORMATS,
  type UploadFormat,
  type UploadKind,
} from '@lens/validation';
import { filetypeinfo } from 'magic-bytes.js';

/** The kinds of file a receipt or product photo may be: libs/validation's one list. */
export type FileKind = UploadFormat;

/** magic-bytes.js's name for each kind's signature (HEIC and HEIF share the `heif` box). */
export const SIGNATURE_OF: Readonly<Record<UploadKind, string>> = {
  jpeg: 'jpg',
  png: 'png',
  heic: 'heif',
  webp: 'webp',
  pdf: 'pdf',
};

const BY_SIGNATURE: ReadonlyMap<string, FileKind> = new Map(
  UPLOAD_FORMATS.map((format) => [SIGNATURE_OF[format.kind], format]),
);

/** File name extensions accepted (lower case): those of the kinds above. */
export const UPLOAD_EXTENSION_SET: ReadonlySet<string> = new Set(UPLOAD_EXTENSIONS);

const HEAD_BYTES = 64;

/** The kind of a file by its magic bytes, whatever its name says; undefined for anything else. */
export function sniff(bytes: Buffer): FileKind | undefined {
  const guesses = filetypeinfo(bytes.subarray(0, HEAD_BYTES));
  for (const guess of guesses) {
    const kind = BY_SIGNATURE.get(guess.typename);
    if (kind) return kind;
  }
  return undefined;
}

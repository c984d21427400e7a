import { LANGUAGES } from '@lens/domain';
import { z } from 'zod';
import { choice } from '../common/choices';
import { id } from '../common/ids';
import { requiredOr } from '../common/issues';
import { fromInput } from '../common/numbers';
import { payload } from '../common/objects';
import { optionalText, requiredText } from '../common/text';

/** What an upload is for. */
export const UPLOAD_TYPES = ['receipt', 'product'] as const;

/** POST uploader/key. */
export const uploaderKeySchema = payload({
  uid: id(),
  type: choice(UPLOAD_TYPES, 'invalid choice'),
  language: choice(LANGUAGES, 'invalid language'),
});
export type UploaderKey = z.infer<typeof uploaderKeySchema>;

/**
 * The kinds of file a receipt or product photo may be: the one list the web's file check and the
 * API's upload host (which also sniffs the content) both use. Receipts are photos or PDFs; GIF
 * is not taken.
 */
export const UPLOAD_FORMATS = [
  { kind: 'jpeg', contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  { kind: 'png', contentType: 'image/png', extensions: ['png'] },
  { kind: 'heic', contentType: 'image/heic', extensions: ['heic', 'heif'] },
  { kind: 'webp', contentType: 'image/webp', extensions: ['webp'] },
  { kind: 'pdf', contentType: 'application/pdf', extensions: ['pdf'] },
] as const;
export type UploadFormat = (typeof UPLOAD_FORMATS)[number];
export type UploadKind = UploadFormat['kind'];
export type UploadExtension = UploadFormat['extensions'][number];

/** File name extensions accepted (lower case, without the dot). */
export const UPLOAD_EXTENSIONS: readonly UploadExtension[] = UPLOAD_FORMATS.flatMap(
  (format) => format.extensions,
);
/** The same list under the name the web has always imported. */
export const DEFAULT_UPLOAD_EXTENSIONS = UPLOAD_EXTENSIONS;

/** A file input's `accept` attribute: every extension and content type. */
export const UPLOAD_ACCEPT = [
  ...UPLOAD_EXTENSIONS.map((extension) => `.${extension}`),
  ...UPLOAD_FORMATS.map((format) => format.contentType),
].join(',');

export const DEFAULT_MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const FILE_NAME_MAX = 255;

export interface UploadOptions {
  /** Accepted extensions, lower case without the dot. */
  readonly accept?: readonly string[];
  readonly maxBytes?: number;
}

/** A file name's extension, lower case and without the dot ('' when it has none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/**
 * A chosen file as the browser describes it ({ name, size, type }). An extension outside the
 * accept list fails `name` with FILE_FORMAT, a size above the maximum fails `size` with FILE_TOO_LARGE.
 */
export function makeUploadedFileSchema(options: UploadOptions = {}) {
  const accept = options.accept ?? UPLOAD_EXTENSIONS;
  return payload({
    name: requiredText({
      max: FILE_NAME_MAX,
      key: 'invalid file',
      anyCharacters: true,
      rules: [{ test: (v) => accept.includes(extensionOf(v)), key: 'FILE_FORMAT' }],
    }),
    size: z.preprocess(
      fromInput,
      z
        .number({ error: requiredOr('invalid file') })
        .int({ error: 'invalid file' })
        .min(0, { error: 'invalid file' })
        .max(options.maxBytes ?? DEFAULT_MAX_UPLOAD_BYTES, { error: 'FILE_TOO_LARGE' }),
    ),
    type: optionalText({ max: FILE_NAME_MAX, anyCharacters: true }),
  });
}

export const uploadedFileSchema = makeUploadedFileSchema();
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** The spec's file error for a chosen file: `too_large`, `format`, or undefined when it is fine. */
export function uploadError(
  file: unknown,
  options: UploadOptions = {},
): 'too_large' | 'format' | undefined {
  const result = makeUploadedFileSchema(options).safeParse(file);
  if (result.success) return undefined;
  return result.error.issues.some((issue) => issue.message === 'FILE_TOO_LARGE')
    ? 'too_large'
    : 'format';
}

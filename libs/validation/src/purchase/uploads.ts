import { LANGUAGES } from '@lens/domain';
import { z } from 'zod';
import { choice } from '../common/choices';
import { id } from '../common/ids';
import { requiredOr } from '../common/issues';
import { fromInput } from '../common/numbers';
import { payload } from '../common/objects';
import { optionalText, requiredText } from '../common/text';
import { DEFAULT_MAX_UPLOAD_BYTES, extensionOf, UPLOAD_EXTENSIONS } from './upload-formats';

export {
  DEFAULT_MAX_UPLOAD_BYTES,
  DEFAULT_UPLOAD_EXTENSIONS,
  extensionOf,
  UPLOAD_ACCEPT,
  UPLOAD_EXTENSIONS,
  UPLOAD_FORMATS,
  UPLOAD_SNIFF_BYTES,
  sniffUploadKind,
  uploadFormatOf,
  type UploadExtension,
  type UploadFormat,
  type UploadKind,
} from './upload-formats';

/** What an upload is for. */
export const UPLOAD_TYPES = ['receipt', 'product'] as const;

/** POST uploader/key. */
export const uploaderKeySchema = payload({
  uid: id(),
  type: choice(UPLOAD_TYPES, 'invalid choice'),
  language: choice(LANGUAGES, 'invalid language'),
});
export type UploaderKey = z.infer<typeof uploaderKeySchema>;

const FILE_NAME_MAX = 255;

export interface UploadOptions {
  /** Accepted extensions, lower case without the dot. */
  readonly accept?: readonly string[];
  readonly maxBytes?: number;
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

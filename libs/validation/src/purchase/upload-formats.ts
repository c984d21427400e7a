// The upload formats and limits without zod: the web's file inputs read these on pages whose
// first load must not carry the schemas (DESIGN §12); uploads.ts builds its schemas on them.

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
/** A file name's extension, lower case and without the dot ('' when it has none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

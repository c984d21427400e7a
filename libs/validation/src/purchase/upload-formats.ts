// The upload formats and limits without zod: the web's file inputs read these on pages whose
// first load must not carry the schemas (DESIGN §12); uploads.ts builds its schemas on them.

/**
 * The kinds of file a receipt or product photo may be: the one list the web's file check, its
 * texts ("JPG, PNG, HEIC, WebP or PDF") and previews, and the API's upload host (which also
 * sniffs the content) all use. Receipts are photos or PDFs; GIF is not taken. `label` is the
 * name shown to people; `preview` says whether a browser can show the file as an image or the
 * web shows a card with the file's kind and name (PDF; HEIC, which most browsers cannot show).
 */
export const UPLOAD_FORMATS = [
  {
    kind: 'jpeg',
    label: 'JPG',
    contentType: 'image/jpeg',
    extensions: ['jpg', 'jpeg'],
    preview: 'image',
  },
  { kind: 'png', label: 'PNG', contentType: 'image/png', extensions: ['png'], preview: 'image' },
  {
    kind: 'heic',
    label: 'HEIC',
    contentType: 'image/heic',
    extensions: ['heic', 'heif'],
    preview: 'card',
  },
  {
    kind: 'webp',
    label: 'WebP',
    contentType: 'image/webp',
    extensions: ['webp'],
    preview: 'image',
  },
  {
    kind: 'pdf',
    label: 'PDF',
    contentType: 'application/pdf',
    extensions: ['pdf'],
    preview: 'card',
  },
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

/** Bytes enough to tell every accepted kind (and a GIF) by its first bytes. */
export const UPLOAD_SNIFF_BYTES = 16;

const ascii = (head: Uint8Array, from: number, text: string) =>
  [...text].every((char, i) => head[from + i] === char.charCodeAt(0));

// HEIF brands of photos (HEIC, HEIF, their sequences) after `ftyp` at byte 4.
const HEIF_BRANDS = ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'heif'];

/**
 * The accepted kind a file's first bytes say it is, whatever its name says (a PDF named
 * receipt.jpg is a PDF); undefined for anything else (a GIF, text, an empty file).
 */
export function sniffUploadKind(head: Uint8Array): UploadKind | undefined {
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head[0] === 0x89 && ascii(head, 1, 'PNG')) return 'png';
  if (ascii(head, 0, '%PDF')) return 'pdf';
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP')) return 'webp';
  if (ascii(head, 4, 'ftyp') && HEIF_BRANDS.some((brand) => ascii(head, 8, brand))) return 'heic';
  return undefined;
}

/** The format of a kind. */
export const uploadFormatOf = (kind: UploadKind): UploadFormat =>
  UPLOAD_FORMATS.find((format) => format.kind === kind) ?? UPLOAD_FORMATS[0];

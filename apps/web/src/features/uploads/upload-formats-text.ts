import { UPLOAD_FORMATS } from '@lens/validation';

/**
 * The accepted formats as people read them, from libs/validation's one list: "JPG, PNG, HEIC,
 * WebP or PDF" / "JPG, PNG, HEIC, WebP o PDF" (Intl's list of alternatives in the language).
 */
export function uploadFormatsText(language: string): string {
  const labels = UPLOAD_FORMATS.map((format) => format.label);
  return new Intl.ListFormat(language, { type: 'disjunction' }).format(labels);
}

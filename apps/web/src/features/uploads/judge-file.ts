import {
  DEFAULT_MAX_UPLOAD_BYTES,
  UPLOAD_SNIFF_BYTES,
  sniffUploadKind,
  type UploadKind,
} from '@lens/validation';

export type FileJudgement =
  | { readonly ok: true; readonly kind: UploadKind }
  | { readonly ok: false; readonly problem: 'format' | 'too_large' };

function firstBytes(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsArrayBuffer(file.slice(0, UPLOAD_SNIFF_BYTES));
  });
}

/**
 * A chosen file judged by its content, as the upload host judges it (issue 29 item 4): its first
 * bytes name its kind whatever its name says (a PDF named receipt.jpg is a PDF, and previewed as
 * one); a kind outside the list (a GIF) is `format`, a file above the limit `too_large`.
 */
export async function judgeFile(
  file: File,
  maxBytes = DEFAULT_MAX_UPLOAD_BYTES,
): Promise<FileJudgement> {
  if (file.size > maxBytes) return { ok: false, problem: 'too_large' };
  const kind = sniffUploadKind(await firstBytes(file).catch(() => new Uint8Array()));
  return kind ? { ok: true, kind } : { ok: false, problem: 'format' };
}

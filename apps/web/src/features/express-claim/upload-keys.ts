import { type UploadKey } from './express-api';

const STORAGE_PREFIX = 'lensRewards.expressUpload.';
/** A key this close to its end is not worth starting an upload with. */
const MARGIN_SECONDS = 60;

/** The upload key the claim answered, kept for the photo page (the tab's session only). */
export function keepUploadKey(submissionId: string, key: UploadKey): void {
  try {
    sessionStorage.setItem(STORAGE_PREFIX + submissionId, JSON.stringify(key));
  } catch {
    // storage blocked: the photo page asks for a fresh key instead
  }
}

/**
 * The kept key if it is still good at `nowSeconds`, else null; either way it is forgotten, since
 * a key stores one file (the next photo, or a second try, asks for a fresh one).
 */
export function takeUploadKey(submissionId: string, nowSeconds: number): UploadKey | null {
  try {
    const kept = sessionStorage.getItem(STORAGE_PREFIX + submissionId);
    sessionStorage.removeItem(STORAGE_PREFIX + submissionId);
    const key = JSON.parse(kept ?? 'null') as UploadKey | null;
    return key && typeof key.uploadPath === 'string' && key.expiresAt - MARGIN_SECONDS > nowSeconds
      ? key
      : null;
  } catch {
    return null;
  }
}

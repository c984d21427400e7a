import { type Language } from '@lens/domain';
import { type UploadTarget } from '@lens/validation';
import { type ApiClient } from '../../api/client';

export type UploadKind = 'receipt' | 'product';

/**
 * Where a photo goes: the uploader's host and path. When the host is our own site (the API's
 * `siteURL`) the path is used on the origin the app was loaded from, so uploads work under any
 * host name the site is reached by (a preview port, a test stack, an iframe's host).
 */
export function uploadUrl(key: UploadTarget, siteUrl: string): string {
  const sameSite = key.uploadHost.replace(/\/$/, '') === siteUrl.replace(/\/$/, '');
  return sameSite ? key.uploadPath : new URL(key.uploadPath, key.uploadHost).href;
}

/**
 * Uploads a photo for an entry (spec 000 §7): `POST uploader/key` for a short-lived key, then the
 * file as the multipart field `upload` to the returned host and path without the session token.
 * Answers the stored photo's address (`outputs.orig.url`).
 */
export async function uploadPhoto(
  api: ApiClient,
  input: {
    submissionId: string;
    kind: UploadKind;
    language: Language;
    file: File;
    siteUrl: string;
  },
): Promise<string> {
  const key = await api.post<UploadTarget>('uploader/key', {
    uid: input.submissionId,
    type: input.kind,
    language: input.language,
  });
  const form = new FormData();
  form.append('upload', input.file, input.file.name);
  const result = await api.post<{ outputs: { orig: { url: string } } }>(
    uploadUrl(key, input.siteUrl),
    form,
    { auth: false },
  );
  return result.outputs.orig.url;
}

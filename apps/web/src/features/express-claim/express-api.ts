import {
  type ExpressClaim,
  type ExpressClaimed,
  type ExpressClaimView,
  type ExpressUpload,
  type ExpressUploadKey,
} from '@lens/validation';
import { type ApiClient } from '../../api/client';
import { uploadUrl } from '../uploads/upload-photo';

/** GET /api/express-claims/:id: what the holder of the link may see (`expressClaimViewSchema`). */
export type ClaimView = ExpressClaimView;

/** A key to upload the receipt photo with (`expiresAt` in epoch seconds). */
export type UploadKey = ExpressUploadKey;

const path = (id: string, action = '') =>
  `express-claims/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;

export const fetchClaim = (api: ApiClient, id: string) => api.get<ClaimView>(path(id));

export const claimReward = (api: ApiClient, id: string, claim: ExpressClaim) =>
  api.post<ExpressClaimed>(path(id, 'claim'), claim);

export const newUploadKey = (api: ApiClient, id: string) =>
  api.post<ExpressUpload>(path(id, 'upload-key')).then((r) => r.upload);

export const attachPhoto = (api: ApiClient, id: string, url: string) =>
  api.post<ClaimView>(path(id, 'photo'), { url });

export const confirmClaim = (api: ApiClient, id: string, channel: string) =>
  api.post<ClaimView>(path(id, 'confirm'), undefined, { query: { channel } });

export const declineReward = (api: ApiClient, id: string) =>
  api.post<ClaimView>(path(id, 'not-needed'));

/** The photo to the upload host (multipart field `upload`, no session token): its address. */
export async function putPhoto(
  api: ApiClient,
  key: UploadKey,
  file: File,
  siteUrl: string,
): Promise<string> {
  const form = new FormData();
  form.append('upload', file, file.name);
  const result = await api.post<{ outputs: { orig: { url: string } } }>(
    uploadUrl(key, siteUrl),
    form,
    { auth: false },
  );
  return result.outputs.orig.url;
}

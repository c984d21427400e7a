import { type ProductCode } from '@lens/domain';
import { type ExpressClaim } from '@lens/validation';
import { type ApiClient } from '../../api/client';
import { uploadUrl } from '../uploads/upload-photo';

/** GET /api/express-claims/:id: what the holder of the link may see (apps/api express-claims). */
export interface ClaimView {
  submissionId: string;
  entryType: 'checkout' | 'shop';
  state: 'open' | 'claimed' | 'declined' | 'confirmed';
  status: string;
  purchaseDate: string;
  brands: ProductCode[];
  supplyLength: number | null;
  practice: { display_name: string; city: string; state: string } | null;
  reward: { total: number } | null;
  photoAttached: boolean;
  confirmationCode: string | null;
}

export interface UploadKey {
  uploadHost: string;
  uploadPath: string;
  /** Epoch seconds. */
  expiresAt: number;
}

const path = (id: string, action = '') =>
  `express-claims/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;

export const fetchClaim = (api: ApiClient, id: string) => api.get<ClaimView>(path(id));

export const claimReward = (api: ApiClient, id: string, claim: ExpressClaim) =>
  api.post<{ upload: UploadKey; claim: ClaimView }>(path(id, 'claim'), claim);

export const newUploadKey = (api: ApiClient, id: string) =>
  api.post<{ upload: UploadKey }>(path(id, 'upload-key')).then((r) => r.upload);

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

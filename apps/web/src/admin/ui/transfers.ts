import { ApiFailure, errorListOf } from '../../api/api-failure';
import { TOKEN_HEADER } from '../../api/client';

/** A GET with the staff token answering the raw response; errors as the API's error list. */
async function fetchWithToken(
  url: string,
  options: { token: string | null; language: string; signal?: AbortSignal },
): Promise<Response> {
  const headers: Record<string, string> = { 'Accept-Language': options.language };
  if (options.token) headers[TOKEN_HEADER] = options.token;
  const response = await fetch(url, {
    headers,
    credentials: 'same-origin',
    signal: options.signal,
  }).catch((cause) => {
    throw ApiFailure.fromStatus(0, '', { cause });
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as unknown;
    const errors = errorListOf(body);
    throw errors ? new ApiFailure(response.status, errors) : ApiFailure.fromStatus(response.status);
  }
  return response;
}

/** An image the API serves to staff, as a blob (the page shows it through an object URL). */
export async function fetchImage(
  url: string,
  options: { token: string | null; language: string; signal?: AbortSignal },
): Promise<Blob> {
  return (await fetchWithToken(url, options)).blob();
}

/**
 * A CSV download with progress: read chunk by chunk (bytes and lines counted as they come),
 * then handed to the browser as a file. Errors arrive as the API's error list.
 */
export async function downloadCsv(
  url: string,
  options: {
    token: string | null;
    language: string;
    fileName: string;
    onProgress: (progress: { bytes: number; lines: number }) => void;
  },
): Promise<{ bytes: number; lines: number }> {
  const response = await fetchWithToken(url, options);
  const reader = response.body?.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  let lines = 0;
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.length;
    for (const byte of value) if (byte === 10) lines += 1;
    options.onProgress({ bytes, lines });
  }
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob(chunks as BlobPart[], { type: 'text/csv' }));
  link.download = options.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
  return { bytes, lines };
}

/**
 * A multipart upload with progress (fetch has no upload progress; XMLHttpRequest does). Answers
 * the `{ result }` like the API client, or throws an ApiFailure.
 */
export function uploadFile<T>(
  url: string,
  form: FormData,
  options: { token: string | null; language: string; onProgress: (percent: number) => void },
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', options.language);
    if (options.token) request.setRequestHeader(TOKEN_HEADER, options.token);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable)
        options.onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onerror = () => reject(ApiFailure.fromStatus(0));
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText) as unknown;
      } catch {
        // not JSON: the status decides
      }
      if (request.status >= 200 && request.status < 300) {
        resolve((body as { result: T }).result);
        return;
      }
      const errors = errorListOf(body);
      reject(
        errors ? new ApiFailure(request.status, errors) : ApiFailure.fromStatus(request.status),
      );
    };
    request.send(form);
  });
}

/** Bytes as the page shows them (KB, MB). */
export function sizeOf(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

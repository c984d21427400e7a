import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import type { StoredFile } from './uploads';

/** What a stored photo is served as (the types an upload accepts: images, and PDF receipts). */
export const PHOTO_TYPES = ['image/*', 'application/pdf'];

/**
 * Sends a stored photo inline, sandboxed (it can never run as a page of ours), streamed and never
 * whole in memory; a read that breaks off cuts the response.
 */
export async function servePhoto(response: Response, file: StoredFile): Promise<void> {
  response.status(200).set({
    'Content-Type': file.contentType,
    'Content-Length': String(file.size),
    'Cache-Control': 'no-store',
    'Content-Disposition': 'inline',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'X-Content-Type-Options': 'nosniff',
  });
  await pipeline(file.stream, response).catch(() => response.destroy());
}

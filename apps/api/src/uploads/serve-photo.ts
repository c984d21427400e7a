import type { Response } from 'express';

/** A stored photo as the browser gets it: inline, private, never sniffed or run as a page. */
export function servePhoto(response: Response, file: { bytes: Buffer; contentType: string }) {
  response
    .status(200)
    .set({
      'Content-Type': file.contentType,
      'Content-Length': String(file.bytes.length),
      'Cache-Control': 'private, max-age=300',
      'Content-Disposition': 'inline',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'X-Content-Type-Options': 'nosniff',
    })
    .end(file.bytes);
}

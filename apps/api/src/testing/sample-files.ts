import type { UploadKind } from '@lens/validation';
import { TINY_JPEG } from './purchase-kit';

/** The first bytes of a file of each kind the upload host takes (enough for content sniffing). */
export const SAMPLE_FILES: Readonly<Record<UploadKind, Buffer>> = {
  jpeg: TINY_JPEG,
  png: Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(32)]),
  heic: Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(16)]),
  webp: Buffer.concat([
    Buffer.from('RIFF'),
    Buffer.alloc(4),
    Buffer.from('WEBPVP8 '),
    Buffer.alloc(8),
  ]),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
};

/** A GIF: an image format receipts are not taken in. */
export const SAMPLE_GIF = Buffer.from('GIF89a\u0001\u0000\u0001\u0000');

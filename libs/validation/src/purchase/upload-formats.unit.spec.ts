import { UPLOAD_FORMATS, sniffUploadKind, uploadFormatOf } from './upload-formats';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part,
    ),
  );

describe('uploads judged by their content (issue 29 item 4)', () => {
  it.each([
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF')],
    ['png', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a])],
    ['pdf', bytes('%PDF-1.7\n')],
    ['webp', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')],
    ['heic', bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0])],
    ['heic', bytes([0, 0, 0, 0x18], 'ftypmif1', [0, 0, 0, 0])],
  ])('knows a %s by its first bytes', (kind, head) => {
    expect(sniffUploadKind(head)).toBe(kind);
  });

  it.each([
    ['a GIF', bytes('GIF89a', [1, 0, 1, 0])],
    ['text', bytes('<script>alert(1)</script>')],
    ['an empty file', bytes()],
    ['an MP4 (ftyp, not a photo brand)', bytes([0, 0, 0, 0x18], 'ftypisom')],
  ])('takes %s for none of the accepted kinds', (_label, head) => {
    expect(sniffUploadKind(head)).toBeUndefined();
  });

  it('names each format once, as people know it, and says how it is previewed', () => {
    expect(UPLOAD_FORMATS.map((format) => format.label)).toEqual([
      'JPG',
      'PNG',
      'HEIC',
      'WebP',
      'PDF',
    ]);
    expect(uploadFormatOf('pdf').preview).toBe('card');
    expect(uploadFormatOf('jpeg').preview).toBe('image');
  });
});

import { UPLOAD_EXTENSIONS, UPLOAD_FORMATS, sniffUploadKind } from '@lens/validation';
import { SAMPLE_FILES, SAMPLE_GIF } from '../../testing/sample-files';
import { UPLOAD_EXTENSION_SET, sniff } from './file-kinds';

describe('the upload host’s file kinds are libs/validation’s list', () => {
  it.each(UPLOAD_FORMATS.map((format) => [format.kind, format] as const))(
    'recognises %s by its content, typed as the list says',
    (kind, format) => {
      expect(sniff(SAMPLE_FILES[kind])).toBe(format);
      // The web's first-bytes check judges the same file the same way (issue 29 item 4).
      expect(sniffUploadKind(new Uint8Array(SAMPLE_FILES[kind]))).toBe(kind);
    },
  );

  it('takes exactly the extensions the web checks against', () => {
    expect([...UPLOAD_EXTENSION_SET]).toEqual([...UPLOAD_EXTENSIONS]);
    expect(UPLOAD_EXTENSION_SET.has('gif')).toBe(false);
    expect(UPLOAD_EXTENSION_SET.has('pdf')).toBe(true);
  });

  it('refuses a GIF and anything unknown', () => {
    expect(sniff(SAMPLE_GIF)).toBeUndefined();
    expect(sniffUploadKind(new Uint8Array(SAMPLE_GIF))).toBeUndefined();
    expect(sniff(Buffer.from('<script>alert(1)</script>'))).toBeUndefined();
    expect(sniff(Buffer.alloc(0))).toBeUndefined();
  });
});

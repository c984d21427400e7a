import { inflateSync } from 'node:zlib';
import decodeHeic from 'heic-decode';
import { PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { sniff } from './file-kinds';

/** A decompression bomb is refused before it is decoded (a 12 MP phone photo is far below). */
export const MAX_INPUT_PIXELS = 100_000_000;

/**
 * A receipt file as sharp can read it, whatever the kind it was uploaded as: images as they are;
 * a HEIC photo decoded by libheif (heic-decode: sharp's prebuilt libvips has no HEVC decoder); a
 * PDF as the largest image on its first page (pdf-lib: a photo or scan saved as a PDF keeps it
 * whole). Null when there is no picture to read.
 */
export async function receiptPixels(bytes: Buffer): Promise<sharp.Sharp | null> {
  const kind = sniff(bytes)?.kind;
  if (kind === 'heic') return heicPixels(bytes);
  if (kind === 'pdf') return pdfPixels(bytes);
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS });
}

async function heicPixels(bytes: Buffer): Promise<sharp.Sharp> {
  const { width, height, data } = await decodeHeic({ buffer: bytes });
  if (width * height > MAX_INPUT_PIXELS) throw new RangeError('image too large');
  return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
    raw: { width, height, channels: 4 },
  });
}

const name = (value: string) => PDFName.of(value);
const CHANNELS: Readonly<Record<string, 1 | 3>> = { DeviceGray: 1, DeviceRGB: 3 };

/** The image XObjects of the PDF's first page, largest first. */
async function firstPageImages(bytes: Buffer): Promise<PDFRawStream[]> {
  const pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  const page = pdf.getPages()[0];
  const objects = page?.node.Resources()?.lookupMaybe(name('XObject'), PDFDict);
  const images = (objects?.values() ?? [])
    .map((ref) => pdf.context.lookup(ref))
    .filter(
      (object): object is PDFRawStream =>
        object instanceof PDFRawStream && object.dict.get(name('Subtype')) === name('Image'),
    );
  const area = (image: PDFRawStream) =>
    (image.dict.lookupMaybe(name('Width'), PDFNumber)?.asNumber() ?? 0) *
    (image.dict.lookupMaybe(name('Height'), PDFNumber)?.asNumber() ?? 0);
  return images.sort((a, b) => area(b) - area(a));
}

/**
 * The first page's largest image: a JPEG (DCTDecode) as its own bytes, 8-bit grey or RGB pixels
 * compressed with Flate (no predictor) as raw pixels. Anything else (other filters, predictors,
 * colour spaces; pages drawn rather than photographed) has none: that PDF is compared by bytes.
 */
async function pdfPixels(bytes: Buffer): Promise<sharp.Sharp | null> {
  const [image] = await firstPageImages(bytes);
  if (!image) return null;
  const { dict } = image;
  const filter = dict.get(name('Filter'));
  if (filter === name('DCTDecode'))
    return sharp(Buffer.from(image.contents), { limitInputPixels: MAX_INPUT_PIXELS });
  const width = dict.lookupMaybe(name('Width'), PDFNumber)?.asNumber() ?? 0;
  const height = dict.lookupMaybe(name('Height'), PDFNumber)?.asNumber() ?? 0;
  const space = dict.get(name('ColorSpace'));
  const channels = space instanceof PDFName ? CHANNELS[space.decodeText()] : undefined;
  const bits = dict.lookupMaybe(name('BitsPerComponent'), PDFNumber)?.asNumber();
  if (
    filter !== name('FlateDecode') ||
    dict.has(name('DecodeParms')) ||
    !channels ||
    bits !== 8 ||
    width * height <= 0 ||
    width * height > MAX_INPUT_PIXELS
  )
    return null;
  const size = width * height * channels;
  const pixels = inflateSync(image.contents, { maxOutputLength: size });
  if (pixels.length !== size) return null;
  return sharp(pixels, { raw: { width, height, channels } });
}

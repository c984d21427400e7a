// A receipt photo made ready for OCR with sharp (libvips): turned upright by its EXIF
// orientation, grey, scaled to a working size, its contrast stretched (dim photos), and
// deskewed by the angle at which its lines of ink line up best (a projection profile).
import sharp from 'sharp';

/** The width the OCR reads at: text of a photographed receipt is then 20 to 40 pixels high. */
const WORKING_WIDTH = 1200;
/** Photos taller than this (long receipts) are scaled to fit it instead. */
const MAX_HEIGHT = 2400;
/** The deskew looks at angles up to this many degrees each way. */
const MAX_SKEW = 12;
/** Width of the small copy the skew is measured on. */
const PROFILE_WIDTH = 400;

export class NotAnImage extends Error {
  constructor(cause: unknown) {
    super(`not an image: ${String(cause)}`);
    this.name = 'NotAnImage';
  }
}

/** Ink: a pixel clearly darker than its surroundings (the table around the paper is not ink). */
async function inkPoints(upright: sharp.Sharp): Promise<{ xs: Int16Array; ys: Int16Array }> {
  const small = upright.clone().resize({ width: PROFILE_WIDTH }).greyscale();
  const [pixels, surroundings] = await Promise.all([
    small.clone().raw().toBuffer({ resolveWithObject: true }),
    small.clone().blur(6).raw().toBuffer(),
  ]);
  const { data, info } = pixels;
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < info.height; y += 1) {
    for (let x = 0; x < info.width; x += 1) {
      const i = y * info.width + x;
      if (data[i]! < surroundings[i]! * 0.8) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  return { xs: Int16Array.from(xs), ys: Int16Array.from(ys) };
}

/** How sharply the ink falls into rows when the page is turned by `degrees`. */
function profileSharpness(xs: Int16Array, ys: Int16Array, degrees: number): number {
  const radians = (degrees * Math.PI) / 180;
  const sin = Math.sin(radians);
  const cos = Math.cos(radians);
  const rows = new Map<number, number>();
  for (let i = 0; i < xs.length; i += 1) {
    const row = Math.round(ys[i]! * cos - xs[i]! * sin);
    rows.set(row, (rows.get(row) ?? 0) + 1);
  }
  let sum = 0;
  for (const count of rows.values()) sum += count * count;
  return sum;
}

/** The skew of the lines in degrees, as sharp's `rotate` turns (the photo is turned back by it). */
export function skewOf(xs: Int16Array, ys: Int16Array): number {
  if (xs.length < 50) return 0;
  const best = (from: number, to: number, step: number) => {
    let angle = 0;
    let sharpest = -1;
    for (let a = from; a <= to + 1e-9; a += step) {
      const sharpness = profileSharpness(xs, ys, a);
      if (sharpness > sharpest) [angle, sharpest] = [a, sharpness];
    }
    return angle;
  };
  const coarse = best(-MAX_SKEW, MAX_SKEW, 0.5);
  return best(coarse - 0.5, coarse + 0.5, 0.1);
}

export interface PreparedImage {
  readonly png: Buffer;
  /** The angle the photo was turned by to make its lines level. */
  readonly deskewedBy: number;
}

/** The photo as the OCR should see it: upright, level, grey, at the working size. */
export async function prepareReceiptImage(photo: Buffer): Promise<PreparedImage> {
  let upright: Buffer;
  try {
    upright = await sharp(photo, { failOn: 'error' })
      .rotate()
      .greyscale()
      .resize({ width: WORKING_WIDTH, height: MAX_HEIGHT, fit: 'inside' })
      .normalise()
      .png({ compressionLevel: 1 })
      .toBuffer();
  } catch (error) {
    throw new NotAnImage(error);
  }
  const { xs, ys } = await inkPoints(sharp(upright));
  const skew = skewOf(xs, ys);
  const level =
    Math.abs(skew) < 0.2 ? sharp(upright) : sharp(upright).rotate(-skew, { background: '#ffffff' });
  return { png: await level.png({ compressionLevel: 1 }).toBuffer(), deskewedBy: skew };
}

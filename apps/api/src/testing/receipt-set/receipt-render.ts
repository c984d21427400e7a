// Draws a receipt's printed lines (SVG text, rasterised by sharp's librsvg), then makes it look
// photographed: on a table, in perspective, rotated (≤ 10°), blurred, noisy, in low light,
// JPEG-compressed, and sometimes stored sideways with an EXIF orientation as phones do.
import sharp from 'sharp';
import { type PrintedLine } from './receipt-content';
import { type Random } from './random';

export interface Degradation {
  readonly rotation: number;
  /** How far each corner moves, as a share of the paper's size (a tilted phone). */
  readonly perspective: number;
  readonly blur: number;
  readonly noise: number;
  /** Brightness multiplier (1 is a well-lit photo). */
  readonly light: number;
  readonly quality: number;
  /** EXIF orientation the JPEG is stored with (1: upright; 6 and 8: sideways). */
  readonly orientation: 1 | 6 | 8;
}

export function chooseDegradation(random: Random): Degradation {
  return {
    rotation: random.between(-10, 10),
    perspective: random.between(0, 0.05),
    blur: random.between(0.3, 1.3),
    noise: random.between(2, 12),
    light: random.next() < 0.3 ? random.between(0.35, 0.6) : random.between(0.75, 1),
    quality: random.int(55, 85),
    orientation: random.next() < 0.15 ? random.pick([6, 8] as const) : 1,
  };
}

const FONT_SIZE = 22;
const LINE_HEIGHT = 32;
const PAPER_WIDTH = 660;
const MARGIN = 28;

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function paperSvg(lines: readonly PrintedLine[], font: string): string {
  const height = MARGIN * 2 + lines.length * LINE_HEIGHT;
  const texts = lines.map((line, i) => {
    const y = MARGIN + (i + 1) * LINE_HEIGHT - 8;
    const weight = line.bold ? ' font-weight="bold"' : '';
    const centred = line.align === 'centre';
    const x = centred ? PAPER_WIDTH / 2 : MARGIN;
    const anchor = centred ? ' text-anchor="middle"' : '';
    const right = line.right
      ? `<text x="${PAPER_WIDTH - MARGIN}" y="${y}" text-anchor="end"${weight}>${escape(line.right)}</text>`
      : '';
    return `<text x="${x}" y="${y}"${anchor}${weight}>${escape(line.text)}</text>${right}`;
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PAPER_WIDTH}" height="${height}">` +
    `<rect width="100%" height="100%" fill="#f6f3ea"/>` +
    `<g font-family="${font}" font-size="${FONT_SIZE}" fill="#262626">${texts.join('')}</g></svg>`
  );
}

/** Solves the homography taking the unit square's corners to `to` (4 points), for warping. */
function homography(from: number[][], to: number[][]): number[] {
  // 8 unknowns h0..h7 (h8 = 1): x' = (h0x+h1y+h2)/(h6x+h7y+1), y' = (h3x+h4y+h5)/(h6x+h7y+1).
  const a: number[][] = [];
  for (let i = 0; i < 4; i += 1) {
    const [x, y] = from[i]!;
    const [u, v] = to[i]!;
    a.push([x!, y!, 1, 0, 0, 0, -u! * x!, -u! * y!, u!]);
    a.push([0, 0, 0, x!, y!, 1, -v! * x!, -v! * y!, v!]);
  }
  for (let col = 0; col < 8; col += 1) {
    let pivot = col;
    for (let row = col + 1; row < 8; row += 1) {
      if (Math.abs(a[row]![col]!) > Math.abs(a[pivot]![col]!)) pivot = row;
    }
    [a[col], a[pivot]] = [a[pivot]!, a[col]!];
    for (let row = 0; row < 8; row += 1) {
      if (row === col) continue;
      const factor = a[row]![col]! / a[col]![col]!;
      for (let k = col; k < 9; k += 1) a[row]![k]! -= factor * a[col]![k]!;
    }
  }
  return a.map((row, i) => row[8]! / row[i]!);
}

/** The paper on a table in perspective: each output pixel samples the paper (inverse mapping). */
async function onTable(paper: Buffer, degradation: Degradation, random: Random) {
  const { data, info } = await sharp(paper)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width: w, height: h } = info;
  const border = 60;
  const outW = w + border * 2;
  const outH = h + border * 2;
  const jitter = () => random.between(-1, 1) * degradation.perspective;
  // Where the paper's corners land in the photo.
  const corners = [
    [border + jitter() * w, border + jitter() * h],
    [border + w + jitter() * w, border + jitter() * h],
    [border + w + jitter() * w, border + h + jitter() * h],
    [border + jitter() * w, border + h + jitter() * h],
  ];
  // Inverse: photo pixel → paper pixel.
  const m = homography(corners, [
    [0, 0],
    [w, 0],
    [w, h],
    [0, h],
  ]);
  const out = Buffer.alloc(outW * outH * 3);
  const table = [92, 84, 76];
  for (let y = 0; y < outH; y += 1) {
    for (let x = 0; x < outW; x += 1) {
      const d = m[6]! * x + m[7]! * y + 1;
      const px = Math.round((m[0]! * x + m[1]! * y + m[2]!) / d);
      const py = Math.round((m[3]! * x + m[4]! * y + m[5]!) / d);
      const o = (y * outW + x) * 3;
      if (px >= 0 && py >= 0 && px < w && py < h) {
        const i = (py * w + px) * 3;
        out[o] = data[i]!;
        out[o + 1] = data[i + 1]!;
        out[o + 2] = data[i + 2]!;
      } else {
        out[o] = table[0]!;
        out[o + 1] = table[1]!;
        out[o + 2] = table[2]!;
      }
    }
  }
  return { data: out, width: outW, height: outH };
}

/** Sensor noise and light falling off towards one side (a lamp, a hand's shadow). */
function lightAndNoise(
  image: { data: Buffer; width: number; height: number },
  d: Degradation,
  random: Random,
) {
  const { data, width, height } = image;
  const fall = random.between(0, 0.35);
  for (let y = 0; y < height; y += 1) {
    const light = d.light * (1 - fall * (y / height));
    for (let x = 0; x < width; x += 1) {
      const n = random.gaussian() * d.noise;
      for (let c = 0; c < 3; c += 1) {
        const i = (y * width + x) * 3 + c;
        data[i] = Math.max(0, Math.min(255, data[i]! * light + n));
      }
    }
  }
  return image;
}

/** The printed lines as a phone's JPEG photo of the receipt. */
export async function renderReceipt(
  lines: readonly PrintedLine[],
  font: string,
  degradation: Degradation,
  random: Random,
): Promise<Buffer> {
  const paper = await sharp(Buffer.from(paperSvg(lines, font)))
    .png()
    .toBuffer();
  const photo = lightAndNoise(await onTable(paper, degradation, random), degradation, random);
  const raw = { raw: { width: photo.width, height: photo.height, channels: 3 as const } };
  let image = sharp(photo.data, raw)
    .rotate(degradation.rotation, { background: { r: 92, g: 84, b: 76 } })
    .blur(degradation.blur);
  // Stored sideways with the EXIF tag that turns it upright, as many phones do.
  if (degradation.orientation !== 1) {
    const upright = await image.png().toBuffer();
    image = sharp(upright)
      .rotate(degradation.orientation === 6 ? -90 : 90)
      .withMetadata({ orientation: degradation.orientation });
  }
  return image.jpeg({ quality: degradation.quality }).toBuffer();
}

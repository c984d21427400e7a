import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const read = (name: string) => readFileSync(path.join(__dirname, 'receipts', name));

/** Real receipt photos (see receipts/README.md). */
export const RECEIPTS = {
  brightEyes: read('bright-eyes-receipt.jpg'),
  brightEyesOther: read('bright-eyes-other-receipt.jpg'),
  clearView: read('clear-view-receipt.jpg'),
};

/** What a second submitter of the same photo might send: re-saved, resized, recompressed. */
export async function variantsOf(photo: Buffer) {
  const { width = 0, height = 0 } = await sharp(photo).metadata();
  return {
    resaved: await sharp(photo).jpeg({ quality: 92 }).toBuffer(),
    recompressed: await sharp(photo).jpeg({ quality: 35 }).toBuffer(),
    halfSize: await sharp(photo)
      .resize(Math.round(width / 2))
      .jpeg({ quality: 80 })
      .toBuffer(),
    upscaled: await sharp(photo)
      .resize(width * 3)
      .jpeg({ quality: 90 })
      .toBuffer(),
    png: await sharp(photo).png().toBuffer(),
    webp: await sharp(photo).webp({ quality: 60 }).toBuffer(),
    trimmed: await sharp(photo)
      .extract({ left: 12, top: 12, width: width - 24, height: height - 24 })
      .jpeg()
      .toBuffer(),
  };
}

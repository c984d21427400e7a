import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';

const read = (name: string) => readFileSync(path.join(__dirname, 'receipts', name));

/** Real receipt photos (see receipts/README.md). */
export const RECEIPTS = {
  brightEyes: read('bright-eyes-receipt.jpg'),
  brightEyesOther: read('bright-eyes-other-receipt.jpg'),
  clearView: read('clear-view-receipt.jpg'),
};

/** The bright-eyes photo as an iPhone sends it (HEIC, made with libheif's heif-enc). */
export const BRIGHT_EYES_HEIC = read('bright-eyes-receipt.heic');

/** A one-page PDF showing the photo, as a scanning app or "save as PDF" makes one. */
async function inPdf(photo: Buffer, as: 'jpeg' | 'png'): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const image =
    as === 'jpeg'
      ? await pdf.embedJpg(photo)
      : await pdf.embedPng(await sharp(photo).png().toBuffer());
  pdf.addPage([image.width, image.height]).drawImage(image, { x: 0, y: 0 });
  return Buffer.from(await pdf.save());
}

/**
 * The same receipt sent so its bytes and its pixels as they lie differ (issue 26 item 4): turned
 * a quarter either way or upside down, mirrored, inside a PDF (the JPEG itself, or as pixels).
 */
export async function lookAlikesOf(photo: Buffer) {
  return {
    turnedRight: await sharp(photo).rotate(90).jpeg({ quality: 90 }).toBuffer(),
    turnedLeft: await sharp(photo).rotate(270).jpeg({ quality: 90 }).toBuffer(),
    upsideDown: await sharp(photo).rotate(180).jpeg({ quality: 90 }).toBuffer(),
    mirrored: await sharp(photo).flop().jpeg({ quality: 90 }).toBuffer(),
    turnedAndMirrored: await sharp(photo).rotate(90).flip().jpeg({ quality: 90 }).toBuffer(),
    pdfOfTheJpeg: await inPdf(photo, 'jpeg'),
    pdfOfPixels: await inPdf(photo, 'png'),
  };
}

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

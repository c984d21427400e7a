// A camera stream for Chromium's fake capture device: a .y4m video of a real UPC-A barcode, drawn
// here from the symbology's tables (no library, no network), so the barcode scan spec reads a
// lens box's code through the app's own decoder.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// UPC-A digit patterns (left-hand, odd parity); the right-hand patterns are their complements.
const LEFT = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
];
const complement = (bits: string) => [...bits].map((b) => (b === '1' ? '0' : '1')).join('');

/** The check digit of 11 UPC-A digits: 3 × the odd positions plus the even ones, to a ten. */
export function upcCheckDigit(eleven: string): number {
  const sum = [...eleven].reduce((total, d, i) => total + Number(d) * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10;
}

/** The 95 modules of a UPC-A symbol for 11 digits (the check digit added), 1 = bar. */
export function upcModules(eleven: string): string {
  if (!/^\d{11}$/.test(eleven)) throw new Error(`UPC-A needs 11 digits, got ${eleven}`);
  const digits = `${eleven}${upcCheckDigit(eleven)}`;
  const left = [...digits.slice(0, 6)].map((d) => LEFT[Number(d)]).join('');
  const right = [...digits.slice(6)].map((d) => complement(LEFT[Number(d)] as string)).join('');
  return `101${left}01010${right}101`;
}

/** A luminance picture of the symbol: black bars on white, with quiet zones all round. */
export function barcodePicture(eleven: string, width = 640, height = 480, module = 4) {
  const modules = upcModules(eleven);
  const luma = new Uint8Array(width * height).fill(235);
  const left = Math.floor((width - modules.length * module) / 2);
  const top = Math.floor(height * 0.25);
  const bottom = Math.floor(height * 0.75);
  for (let y = top; y < bottom; y += 1)
    for (let m = 0; m < modules.length; m += 1)
      if (modules[m] === '1')
        luma.fill(16, y * width + left + m * module, y * width + left + (m + 1) * module);
  return { luma, width, height };
}

/**
 * Writes `<dir>/barcode-<sku>.y4m` (YUV 4:2:0, 10 identical frames: Chromium loops the file) and
 * answers its path.
 */
export function writeBarcodeVideo(dir: string, eleven: string): string {
  const { luma, width, height } = barcodePicture(eleven);
  const chroma = new Uint8Array((width / 2) * (height / 2)).fill(128);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `barcode-${eleven}.y4m`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: 10 }, () => frame)]));
  return file;
}

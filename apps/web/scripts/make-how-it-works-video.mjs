// @ts-check
/* global document, MediaRecorder, requestAnimationFrame -- the evaluated function runs in the page */
// Renders the "how it works" video (src/modals/journey/media/how-it-works.webm): four 2-second
// scenes drawn on a canvas in Debian's Chromium and recorded with MediaRecorder (VP8 WebM). The
// pictures carry no words: the captions (en/es resources) say what each scene shows.
//   node apps/web/scripts/make-how-it-works-video.mjs
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const out = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/modals/journey/media/how-it-works.webm',
);

/**
 * MediaRecorder writes no Duration (players then report Infinity and cannot say how far playback
 * got): add one to the Segment's Info element, in the file's timecode units (milliseconds).
 * @param {Buffer} webm @param {number} milliseconds
 */
function withDuration(webm, milliseconds) {
  const info = webm.indexOf(Buffer.from([0x15, 0x49, 0xa9, 0x66]));
  if (info < 0) throw new Error('no Info element');
  const sizeAt = info + 4;
  const first = /** @type {number} */ (webm[sizeAt]);
  const length = 8 - Math.floor(Math.log2(first)); // EBML variable-length integer width
  let size = first & (0xff >> length);
  for (let i = 1; i < length; i += 1) size = size * 256 + /** @type {number} */ (webm[sizeAt + i]);
  const duration = Buffer.alloc(11);
  duration.set([0x44, 0x89, 0x88]);
  duration.writeDoubleBE(milliseconds, 3);
  const newSize = size + duration.length;
  const sizeBytes = Buffer.alloc(length);
  let rest = newSize;
  for (let i = length - 1; i >= 0; i -= 1) {
    sizeBytes[i] = rest & 0xff;
    rest = Math.floor(rest / 256);
  }
  sizeBytes[0] = /** @type {number} */ (sizeBytes[0]) | (0x80 >> (length - 1));
  const body = sizeAt + length;
  return Buffer.concat([webm.subarray(0, sizeAt), sizeBytes, duration, webm.subarray(body)]);
}

const browser = await chromium.launch({
  executablePath: process.env['E2E_CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const page = await browser.newPage();
const base64 = await page.evaluate(async () => {
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 360;
  const g = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
  const teal = '#0a6c7d';
  const coral = '#c13a20';
  /** @type {Array<(t: number) => void>} */
  const scenes = [
    // 1. a person and a practice
    (t) => {
      g.fillStyle = teal;
      g.beginPath();
      g.arc(220, 150, 40, 0, Math.PI * 2);
      g.fill();
      g.fillRect(180, 200, 80, 90);
      g.fillStyle = coral;
      g.fillRect(360 + 20 * Math.sin(t * 3), 130, 120, 160);
      g.fillStyle = '#fff';
      g.fillRect(400 + 20 * Math.sin(t * 3), 170, 40, 40);
    },
    // 2. a lens box with a barcode
    (t) => {
      g.fillStyle = teal;
      g.fillRect(220, 100, 200, 160);
      g.fillStyle = '#fff';
      for (let i = 0; i < 24; i += 1) g.fillRect(240 + i * 7, 190, i % 3 === 0 ? 4 : 2, 50);
      g.strokeStyle = coral;
      g.lineWidth = 4;
      g.beginPath();
      const y = 190 + 50 * ((Math.sin(t * 4) + 1) / 2);
      g.moveTo(230, y);
      g.lineTo(410, y);
      g.stroke();
    },
    // 3. a receipt going up
    (t) => {
      g.fillStyle = '#fff';
      g.strokeStyle = teal;
      g.lineWidth = 4;
      const y = 80 + 40 * (1 - Math.min(1, t));
      g.fillRect(260, y, 120, 200);
      g.strokeRect(260, y, 120, 200);
      g.fillStyle = teal;
      for (let i = 0; i < 6; i += 1) g.fillRect(280, y + 30 + i * 25, 80, 8);
      g.fillStyle = coral;
      g.beginPath();
      g.moveTo(450, 200);
      g.lineTo(490, 150);
      g.lineTo(530, 200);
      g.fill();
    },
    // 4. a card in an envelope
    (t) => {
      g.fillStyle = coral;
      g.fillRect(200, 120 - 30 * Math.min(1, t), 240, 140);
      g.fillStyle = '#fff';
      g.fillRect(220, 150 - 30 * Math.min(1, t), 60, 40);
      g.fillStyle = teal;
      g.fillRect(180, 200, 280, 120);
    },
  ];
  const stream = canvas.captureStream(25);
  const recorder = new MediaRecorder(stream, {
    mimeType: 'video/webm;codecs=vp8',
    videoBitsPerSecond: 120_000,
  });
  /** @type {Blob[]} */
  const chunks = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const stopped = new Promise((resolve) => (recorder.onstop = resolve));
  recorder.start(200);
  const started = performance.now();
  await new Promise((resolve) => {
    const frame = () => {
      const seconds = (performance.now() - started) / 1000;
      if (seconds >= 8) return resolve(undefined);
      const scene = Math.min(3, Math.floor(seconds / 2));
      g.fillStyle = '#e6f6f8';
      g.fillRect(0, 0, 640, 360);
      g.fillStyle = teal;
      g.font = 'bold 48px sans-serif';
      g.fillText(String(scene + 1), 40, 70);
      scenes[scene]?.(((seconds % 2) / 2) * 2);
      requestAnimationFrame(frame);
    };
    frame();
  });
  recorder.stop();
  await stopped;
  const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
});
await browser.close();
writeFileSync(out, withDuration(Buffer.from(base64, 'base64'), 8000));
console.log(`wrote ${out}`);

import { type Page } from '@playwright/test';

/**
 * A receipt photo as a real JPEG, different every time, to the eye too (the approval refuses a
 * receipt already used on another entry, and holds one that looks like it): drawn on a canvas in
 * the browser, before the app is opened.
 */
export async function receiptJpeg(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async (nonce) => {
    const canvas = document.createElement('canvas');
    canvas.width = 360;
    canvas.height = 540;
    const g = canvas.getContext('2d') as CanvasRenderingContext2D;
    // A different table under a differently placed paper each time: the approval also refuses a
    // receipt that merely looks like another entry's (its perceptual hash), as two photos of one
    // receipt would.
    for (let y = 0; y < 540; y += 30)
      for (let x = 0; x < 360; x += 30) {
        const grey = Math.floor(Math.random() * 200);
        g.fillStyle = `rgb(${grey},${grey},${grey})`;
        g.fillRect(x, y, 30, 30);
      }
    g.fillStyle = '#fff';
    g.fillRect(Math.random() * 20, Math.random() * 20, 340, 240);
    g.fillStyle = '#222';
    g.font = '18px monospace';
    [
      'AUSTIN EYE CARE',
      '1200 CONGRESS AVE',
      'DATE 09/10/2025',
      '1DM 90PK  x4  $320.00',
      `TICKET ${nonce}`,
    ].forEach((line, i) => g.fillText(line, 24, 60 + i * 40));
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', 0.9),
    );
    const bytes = new Uint8Array(await (blob as Blob).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  }, `${Date.now()}-${Math.random()}`);
  return Buffer.from(base64, 'base64');
}

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
      // Only generic words: the receipt reading never takes it for another practice than the chosen one.
      'EYE CARE CENTER',
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

/**
 * A clear photo of a printed receipt the worker's OCR reads (issue 28): an English till receipt
 * of `boxes` boxes of 90 AquaDay Moist bought on `date` (MM/DD/YYYY), drawn in the browser.
 */
export async function readableReceiptJpeg(
  page: Page,
  receipt: { date: string; boxes: number },
): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ date, boxes, nonce }) => {
      const canvas = document.createElement('canvas');
      canvas.width = 640;
      canvas.height = 720;
      const g = canvas.getContext('2d') as CanvasRenderingContext2D;
      g.fillStyle = '#fbfbf7';
      g.fillRect(0, 0, 640, 720);
      g.fillStyle = '#1a1a1a';
      g.font = '24px monospace';
      const amount = (boxes * 45).toFixed(2);
      [
        'EYE CARE CENTER',
        '1200 CONGRESS AVE',
        'AUSTIN, TX 78701',
        `Date: ${date}`,
        `Invoice #${nonce}`,
        '',
        'AquaDay Moist 90pk',
        `  ${boxes} x 45.00        ${amount}`,
        '',
        `TAX                  0.00`,
        `TOTAL              ${amount}`,
        'Thank you!',
      ].forEach((line, i) => g.fillText(line, 32, 50 + i * 52));
      const blob = await new Promise<Blob | null>((resolve) =>
        canvas.toBlob(resolve, 'image/jpeg', 0.92),
      );
      const bytes = new Uint8Array(await (blob as Blob).arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    { ...receipt, nonce: String(Math.floor(Math.random() * 90000) + 10000) },
  );
  return Buffer.from(base64, 'base64');
}

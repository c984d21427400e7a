// The barcode decoder, loaded only when a page scans: the `barcode-detector` ponyfill (ZXing in
// WebAssembly). Its .wasm is bundled with the app and served from our own origin, never a CDN.
import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/** Formats a lens box may carry: UPC-A and EAN-13 (retail), Code 128 (some distributors). */
const FORMATS = ['upc_a', 'ean_13', 'code_128'] as const;

let prepared = false;

export interface Detector {
  detect(
    source: HTMLVideoElement | ImageBitmapSource,
  ): Promise<ReadonlyArray<{ rawValue: string }>>;
}

export function createDetector(): Detector {
  if (!prepared) {
    prepareZXingModule({
      overrides: {
        locateFile: (path: string, prefix: string) =>
          path.endsWith('.wasm') ? wasmUrl : prefix + path,
      },
    });
    prepared = true;
  }
  return new BarcodeDetector({ formats: [...FORMATS] });
}

// Tesseract (tesseract.js: the C++ engine compiled to WebAssembly, run in a worker thread) with
// the English and Spanish LSTM models of @tesseract.js-data/eng and /spa. Everything loads from
// node_modules: the worker script, the core's wasm (tesseract.js-core, which the worker
// `require`s in Node) and the trained data. Nothing is fetched, at run time or at build time.
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';

/** The trained data: the integer LSTM models ("best_int"), the smaller and faster of the two. */
const MODEL = '4.0.0_best_int';
const LANGUAGES = ['eng', 'spa'] as const;

/** The packages' manifests, resolved from node_modules like any import. */
const TESSERACT = require.resolve('tesseract.js/package.json');
const CORE = require.resolve('tesseract.js-core/package.json');
const TRAINED_DATA: Readonly<Record<(typeof LANGUAGES)[number], string>> = {
  eng: require.resolve('@tesseract.js-data/eng/package.json'),
  spa: require.resolve('@tesseract.js-data/spa/package.json'),
};

const version = (manifest: string): string =>
  (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;

/** What the engine read: its lines, each with its words and Tesseract's confidence (0–100). */
export interface OcrWord {
  readonly text: string;
  readonly confidence: number;
}
export interface OcrLine {
  readonly text: string;
  readonly confidence: number;
  readonly words: readonly OcrWord[];
}

export class OcrTimeout extends Error {
  constructor(ms: number) {
    super(`OCR took longer than ${ms} ms`);
    this.name = 'OcrTimeout';
  }
}

/** The engine, its version and its data, as recorded with every reading. */
export const OCR_ENGINE = `tesseract.js ${version(TESSERACT)} (core ${version(CORE)}), ${LANGUAGES.join('+')} ${MODEL}`;

/**
 * tesseract.js takes one `langPath` for every language, and the two languages' data come in two
 * packages: a directory of links to both files (made once per engine) is that one path.
 */
function trainedDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'lens-tessdata-'));
  for (const lang of LANGUAGES) {
    const file = `${lang}.traineddata.gz`;
    symlinkSync(path.join(path.dirname(TRAINED_DATA[lang]), MODEL, file), path.join(dir, file));
  }
  return dir;
}

/**
 * One Tesseract worker thread, started on first use and reused; a reading slower than the
 * timeout ends the thread (the next reading starts a fresh one), so a stuck image cannot hold
 * the engine.
 */
export class ReceiptOcr {
  private worker: Promise<Worker> | null = null;
  private langDir: string | null = null;

  private start(): Promise<Worker> {
    this.langDir ??= trainedDataDir();
    const worker = createWorker([...LANGUAGES], OEM.LSTM_ONLY, {
      langPath: this.langDir,
      // In Node the worker `require`s the core's wasm from tesseract.js-core; said here too.
      corePath: path.dirname(CORE),
      workerPath: path.join(path.dirname(TESSERACT), 'src/worker-script/node/index.js'),
      // Never write the data to a cache (the default caches in the working directory).
      cacheMethod: 'none',
      gzip: true,
    }).then(async (started) => {
      // One block of rows: a receipt is a column of lines, amounts at their right ends.
      await started.setParameters({
        tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
        preserve_interword_spaces: '1',
        // The PNG carries no resolution; photos of receipts at the working width are about this.
        user_defined_dpi: '200',
      });
      return started;
    });
    worker.catch(() => undefined);
    return worker;
  }

  async read(png: Buffer, timeoutMs: number): Promise<OcrLine[]> {
    const worker = (this.worker ??= this.start());
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new OcrTimeout(timeoutMs)), timeoutMs);
    });
    try {
      const result = await Promise.race([
        worker.then((w) => w.recognize(png, {}, { text: false, blocks: true })),
        timeout,
      ]);
      return (result.data.blocks ?? []).flatMap((block) =>
        block.paragraphs.flatMap((paragraph) =>
          paragraph.lines.map((line) => ({
            text: line.text.trim(),
            confidence: line.confidence,
            words: line.words.map((word) => ({ text: word.text, confidence: word.confidence })),
          })),
        ),
      );
    } catch (error) {
      // A worker that timed out or failed may be stuck mid-image: end it, start afresh next time.
      await this.stop();
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  async stop(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.then((w) => w.terminate()).catch(() => undefined);
  }

  async close(): Promise<void> {
    await this.stop();
    if (this.langDir) rmSync(this.langDir, { recursive: true, force: true });
    this.langDir = null;
  }
}

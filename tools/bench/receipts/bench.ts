/**
 * `npm run bench:receipts`: how well and how cheaply the worker reads receipts (issue 28 item 5,
 * DESIGN §12), on the generated set (apps/api/src/testing/receipt-set: English and Spanish,
 * three layouts, three fonts, photographed-looking), made afresh from its seed. Each receipt is
 * read as the worker reads it (normalise with sharp, OCR with tesseract.js, interpret) and
 * compared with its truth:
 *   - date, brand and box count read correctly (the values, whatever their confidence);
 *   - no mismatch raised against the entry that agrees with the receipt;
 *   - a mismatch raised against an entry that does not (one field changed), for information;
 *   - CPU per receipt (this process's user + system time, every thread: libvips, Tesseract's).
 * Results go into docs/performance.md. `RECEIPTS=20` runs a smaller set while developing.
 */
import { cpus, loadavg } from 'node:os';
import {
  type EnteredPurchase,
  type IsoDay,
  type ReceiptReading,
  receiptMismatches,
} from '@lens/domain';
import {
  type GeneratedReceipt,
  generateReceipt,
  RECEIPT_SET_SEED,
} from '@lens/api/src/testing/receipt-set/receipt-set';
import { ReceiptOcr } from '@lens/api/src/worker/receipts/receipt-ocr';
import { READER_ENGINE, readReceipt } from '@lens/api/src/worker/receipts/receipt-reader';
import { machine, percentile, writeSection } from '../report';

const COUNT = Number(process.env.RECEIPTS ?? 200);
/** The day the readings are judged on (dates on the set run through 2025). */
const TODAY = '2026-01-15' as IsoDay;
const TIMEOUT_MS = 30_000;

const TARGETS = { date: 0.95, brand: 0.9, boxes: 0.9, agreeing: 0.98, cpuMs: 2_000 };

const brandsOf = (lines: readonly { brand: string | null }[]) =>
  [...new Set(lines.map((l) => l.brand).filter(Boolean))].sort().join(',');

function boxesByBrand(lines: readonly { brand: string | null; boxes: number | null }[]) {
  const totals = new Map<string, number>();
  for (const { brand, boxes } of lines) {
    if (brand) totals.set(brand, (totals.get(brand) ?? 0) + (boxes ?? 0));
  }
  return [...totals].sort().join(',');
}

/** The agreeing entry with one field changed, as a patient's typing mistake would. */
function disagreeing(receipt: GeneratedReceipt): EnteredPurchase {
  const { entered } = receipt;
  const supplies = entered.supplies!;
  switch (receipt.index % 3) {
    case 0: {
      const shifted = new Date(Date.parse(entered.purchaseDate) - 9 * 86_400_000);
      return { ...entered, purchaseDate: shifted.toISOString().slice(0, 10) as IsoDay };
    }
    case 1:
      return { ...entered, supplies: { ...supplies, boxes_l: (supplies.boxes_l ?? 0) + 2 } };
    default:
      return {
        ...entered,
        supplies: { ...supplies, brand_l: supplies.brand_l === 'TRP' ? 'CYP' : 'TRP' },
      };
  }
}

interface Scored {
  date: boolean;
  brand: boolean;
  boxes: boolean;
  agreeingQuiet: boolean;
  disagreementCaught: boolean;
  cpuMs: number;
  unreadable: boolean;
}

function score(receipt: GeneratedReceipt, reading: ReceiptReading | null, cpuMs: number): Scored {
  const { truth } = receipt;
  return {
    date: reading?.purchaseDate?.value === truth.purchaseDate,
    brand: reading !== null && brandsOf(reading.lines) === brandsOf(truth.lines),
    boxes: reading !== null && boxesByBrand(reading.lines) === boxesByBrand(truth.lines),
    agreeingQuiet: reading === null || receiptMismatches(receipt.entered, reading).length === 0,
    disagreementCaught:
      reading !== null && receiptMismatches(disagreeing(receipt), reading).length > 0,
    cpuMs,
    unreadable: reading === null,
  };
}

const share = (scored: readonly Scored[], key: keyof Scored) =>
  scored.filter((s) => s[key] === true).length / scored.length;
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const verdict = (ok: boolean) => (ok ? 'met' : '**not met**');

async function main() {
  const ocr = new ReceiptOcr();
  // The engine starts once per worker process: measured apart, not charged to each receipt.
  const warmUp = await generateReceipt(COUNT + 1);
  const startCpu = process.cpuUsage();
  await readReceipt(ocr, warmUp.image, { timeoutMs: TIMEOUT_MS, today: TODAY });
  const firstReadCpu = process.cpuUsage(startCpu);

  const scored: Scored[] = [];
  const byGroup = new Map<string, Scored[]>();
  for (let index = 0; index < COUNT; index += 1) {
    const receipt = await generateReceipt(index);
    const before = process.cpuUsage();
    const outcome = await readReceipt(ocr, receipt.image, { timeoutMs: TIMEOUT_MS, today: TODAY });
    const used = process.cpuUsage(before);
    const result = score(
      receipt,
      outcome.status === 'read' ? outcome.reading : null,
      (used.user + used.system) / 1000,
    );
    scored.push(result);
    for (const group of [receipt.truth.language, receipt.truth.layout, receipt.truth.font]) {
      byGroup.set(group, [...(byGroup.get(group) ?? []), result]);
    }
    if (
      process.env.VERBOSE &&
      !(result.date && result.brand && result.boxes && result.agreeingQuiet)
    ) {
      console.log(index, JSON.stringify(receipt.truth), JSON.stringify(outcome));
    }
  }
  await ocr.close();

  const cpu = scored.map((s) => s.cpuMs).sort((a, b) => a - b);
  const median = percentile(cpu, 50);
  const p95 = percentile(cpu, 95);
  const figures = {
    date: share(scored, 'date'),
    brand: share(scored, 'brand'),
    boxes: share(scored, 'boxes'),
    agreeing: share(scored, 'agreeingQuiet'),
  };
  const groups = [...byGroup]
    .map(
      ([name, of]) =>
        `| ${name} | ${of.length} | ${pct(share(of, 'date'))} | ${pct(share(of, 'brand'))} | ${pct(share(of, 'boxes'))} | ${pct(share(of, 'agreeingQuiet'))} |`,
    )
    .join('\n');
  const body = [
    '## Receipt reading (`npm run bench:receipts`)',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${await machine()}, NODE_ENV=${process.env.NODE_ENV ?? ''}, ` +
      `load average at the end ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' / ')} (${cpus().length} cores).`,
    `Engine: ${READER_ENGINE}. Set: ${COUNT} receipts generated from seed ${RECEIPT_SET_SEED} ` +
      '(English and Spanish; till, columns and two-line layouts; DejaVu Sans Mono, Sans and Serif; ' +
      'on a table in perspective, rotated up to 10°, blurred, noisy, some in low light, JPEG, some ' +
      'stored sideways with an EXIF orientation).',
    '',
    '| figure | measured | target | |',
    '|---|---|---|---|',
    `| purchase date read correctly | ${pct(figures.date)} | ≥ 95 % | ${verdict(figures.date >= TARGETS.date)} |`,
    `| brand(s) read correctly | ${pct(figures.brand)} | ≥ 90 % | ${verdict(figures.brand >= TARGETS.brand)} |`,
    `| box count read correctly | ${pct(figures.boxes)} | ≥ 90 % | ${verdict(figures.boxes >= TARGETS.boxes)} |`,
    `| no mismatch raised on the agreeing entry | ${pct(figures.agreeing)} | ≥ 98 % | ${verdict(figures.agreeing >= TARGETS.agreeing)} |`,
    `| CPU per receipt, median | ${median.toFixed(0)} ms | ≤ 2,000 ms | ${verdict(median <= TARGETS.cpuMs)} |`,
    `| CPU per receipt, p95 | ${p95.toFixed(0)} ms | ≤ 2,000 ms | ${verdict(p95 <= TARGETS.cpuMs)} |`,
    `| mismatch raised on an entry with one field changed (information) | ${pct(share(scored, 'disagreementCaught'))} | | |`,
    `| receipts found unreadable | ${scored.filter((s) => s.unreadable).length} | | |`,
    `| engine start and first reading (once per worker process) | ${((firstReadCpu.user + firstReadCpu.system) / 1000).toFixed(0)} ms CPU | | |`,
    '',
    '| group | receipts | date | brand | boxes | agreeing entry quiet |',
    '|---|---|---|---|---|---|',
    groups,
  ].join('\n');
  console.log(body);
  if (COUNT >= 200) writeSection('receipts', body);
  else
    console.log(`(a set of ${COUNT} is not written to docs/performance.md; the full run uses 200)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

// From the lines the OCR read to a receipt's fields: purchase date, practice name, address and
// phone, product lines (brand by the catalogue, boxes, lenses per box) and the total, in English
// or Spanish. Each field's confidence is Tesseract's for the words it came from, lowered where
// the text itself leaves doubt (a day and month that could be either way round, a date too far
// from today, a lens count the brand is not sold in).
import {
  type IsoDay,
  type ReadValue,
  type ReceiptLine,
  type ReceiptReading,
  SKU_TABLE,
  matchBrand,
} from '@lens/domain';
import { type OcrLine } from './receipt-ocr';

type Language = 'en' | 'es';

const SPANISH =
  /\b(fecha|factura|cant|cantidad|cajas?|lentes|iva|pagar|gracias|tarjeta|articulo|importe|examen|estuche|solucion|de)\b/gi;
const ENGLISH =
  /\b(date|invoice|qty|quantity|boxe?s?|lenses|tax|thank|you|visa|item|amount|exam|case|solution)\b/gi;

function languageOf(text: string): { language: Language; sure: boolean } {
  const es = text.match(SPANISH)?.length ?? 0;
  const en = text.match(ENGLISH)?.length ?? 0;
  return { language: es > en ? 'es' : 'en', sure: Math.abs(es - en) >= 2 };
}

const MONTHS: Readonly<Record<string, number>> = Object.fromEntries(
  [
    ['jan', 'ene', 'enero', 'january'],
    ['feb', 'febrero', 'february'],
    ['mar', 'marzo', 'march'],
    ['apr', 'abr', 'abril', 'april'],
    ['may', 'mayo'],
    ['jun', 'junio', 'june'],
    ['jul', 'julio', 'july'],
    ['aug', 'ago', 'agosto', 'august'],
    ['sep', 'sept', 'septiembre', 'setiembre', 'september'],
    ['oct', 'octubre', 'october'],
    ['nov', 'noviembre', 'november'],
    ['dec', 'dic', 'diciembre', 'december'],
  ].flatMap((names, i) => names.map((name) => [name, i + 1])),
);
const MONTH_NAME = '([a-z]{3,10})\\.?';

const pad = (n: number) => String(n).padStart(2, '0');

function isoDay(year: number, month: number, day: number): IsoDay | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return null;
  return `${year}-${pad(month)}-${pad(day)}` as IsoDay;
}

interface DateFound {
  readonly day: IsoDay;
  /** How sure the text leaves us (1: unambiguous), before the OCR's own confidence. */
  readonly certainty: number;
}

/** Dates written in a line, in the ways English and Spanish receipts write them. */
function datesIn(text: string, language: { language: Language; sure: boolean }): DateFound[] {
  const found: DateFound[] = [];
  const lower = text.toLowerCase();
  for (const m of lower.matchAll(/\b(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})\b/g)) {
    const day = isoDay(Number(m[1]), Number(m[2]), Number(m[3]));
    if (day) found.push({ day, certainty: 1 });
  }
  for (const m of lower.matchAll(/\b(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})\b/g)) {
    const [a, b, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const monthFirst = isoDay(year, a, b);
    const dayFirst = isoDay(year, b, a);
    if (monthFirst && dayFirst && monthFirst !== dayFirst) {
      // Either way round: the receipt's language decides (US English month first).
      const day = language.language === 'es' ? dayFirst : monthFirst;
      found.push({ day, certainty: language.sure ? 0.95 : 0.6 });
    } else if (monthFirst ?? dayFirst) {
      found.push({ day: (monthFirst ?? dayFirst)!, certainty: 1 });
    }
  }
  for (const m of lower.matchAll(
    new RegExp(`\\b${MONTH_NAME}\\s+(\\d{1,2}),?\\s+(\\d{4})\\b`, 'g'),
  )) {
    const month = MONTHS[m[1]!];
    const day = month ? isoDay(Number(m[3]), month, Number(m[2])) : null;
    if (day) found.push({ day, certainty: 1 });
  }
  for (const m of lower.matchAll(
    new RegExp(`\\b(\\d{1,2})\\s+(?:de\\s+)?${MONTH_NAME}\\s+(?:de\\s+|del\\s+)?(\\d{4})\\b`, 'g'),
  )) {
    const month = MONTHS[m[2]!];
    const day = month ? isoDay(Number(m[3]), month, Number(m[1])) : null;
    if (day) found.push({ day, certainty: 1 });
  }
  return found;
}

const DATE_LABEL = /\b(date|fecha)\b/i;
/** Purchases older than this, or after today, are read with little confidence. */
const PLAUSIBLE_DAYS = 3 * 366;

const meanConfidence = (words: readonly { confidence: number }[]) =>
  words.length === 0 ? 0 : words.reduce((sum, w) => sum + w.confidence, 0) / words.length / 100;

/** The confidence of the words of `line` that hold any of `pieces`' characters (digits mostly). */
function confidenceOf(line: OcrLine, pieces: readonly string[]): number {
  const words = line.words.filter((w) =>
    pieces.some((p) => w.text.includes(p) || p.includes(w.text)),
  );
  return meanConfidence(words.length > 0 ? words : line.words);
}

function purchaseDate(
  lines: readonly OcrLine[],
  language: ReturnType<typeof languageOf>,
  today: IsoDay,
) {
  const labelled = lines.filter((line) => DATE_LABEL.test(line.text));
  for (const line of [...labelled, ...lines]) {
    const [found] = datesIn(line.text, language);
    if (!found) continue;
    const age = (Date.parse(today) - Date.parse(found.day)) / 86_400_000;
    const plausible = age >= -1 && age <= PLAUSIBLE_DAYS ? 1 : 0.3;
    const digits = found.day.split('-').map((part) => String(Number(part)));
    return {
      value: found.day,
      confidence: round(confidenceOf(line, digits) * found.certainty * plausible),
    };
  }
  return null;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

const PHONE = /(\(?\d{3}\)?[\s.-]*\d{3}[\s.-]*\d{4})/;
const ADDRESS_START = /^\d{1,6}\s+[a-z]/i;
const CITY_LINE = /,\s*[A-Z]{2}\s+\d{5}\b/;

function practicePhone(lines: readonly OcrLine[]): ReadValue<string> | null {
  for (const line of lines.slice(0, 8)) {
    const m = PHONE.exec(line.text);
    if (m) return { value: m[1]!.trim(), confidence: round(confidenceOf(line, [m[1]!.slice(-4)])) };
  }
  return null;
}

function practiceHeader(lines: readonly OcrLine[]) {
  const top = lines.slice(0, 6);
  const nameLine = top.find(
    (line) =>
      /[a-z]{3}/i.test(line.text) &&
      !PHONE.test(line.text) &&
      !ADDRESS_START.test(line.text) &&
      !DATE_LABEL.test(line.text),
  );
  const addressLines = top.filter(
    (line) => ADDRESS_START.test(line.text) || CITY_LINE.test(line.text),
  );
  const value = (line: OcrLine) => ({
    value: line.text.replace(/\s+/g, ' '),
    confidence: round(line.confidence / 100),
  });
  return {
    practiceName: nameLine ? value(nameLine) : null,
    practiceAddress:
      addressLines.length > 0
        ? {
            value: addressLines.map((line) => line.text.replace(/\s+/g, ' ')).join(', '),
            confidence: round(meanConfidence(addressLines)),
          }
        : null,
  };
}

const MONEY = /(\d{1,3}(?:[.,]\d{3})*[.,]\d{2})(?!\d)/g;

/** An amount's value: its last separator is the decimal one (124.00, 124,00, 1.234,50). */
function moneyValue(text: string): number {
  const whole = text.slice(0, -3).replace(/[.,]/g, '');
  return Number(`${whole}.${text.slice(-2)}`);
}

function total(lines: readonly OcrLine[]): ReadValue<number> | null {
  const candidates = lines.filter(
    (line) => /\btotal\b/i.test(line.text) && !/sub\s*-?\s*total/i.test(line.text),
  );
  const line = candidates[candidates.length - 1];
  const amounts = line ? [...line.text.matchAll(MONEY)].map((m) => m[1]!) : [];
  const last = amounts[amounts.length - 1];
  if (!line || !last) return null;
  return { value: moneyValue(last), confidence: round(confidenceOf(line, [last])) };
}

const LENS_COUNT = [
  /\b(\d{1,3})\s*(?:pk|pack|ct|lenses|lentes|lentillas)\b/i,
  /\bcaja\s*(?:de\s*)?(\d{1,3})\b/i,
  /\((\d{1,3})\)/,
  /\bbox\s*(?:of\s*)?(\d{1,3})\b/i,
];
const BOX_COUNT = [
  /\b(?:qty|cant|cantidad|quantity)\.?\s*:?\s*(\d{1,2})\b/i,
  /(?:^|\s)(\d{1,2})\s*[x@×]\s*\$?\d/i,
  /\b(\d{1,2})\s*(?:boxes|box|cajas|caja)\b(?!\s*(?:de\s*)?\d)/i,
  // A till's detail row whose "x" or "@" the OCR misread: "4 (9 41.99   167.96".
  /^\s*(\d{1,2})\s+\S{1,3}\s+\$?\d{1,4}[.,]\d{2}\b/,
];

const firstMatch = (patterns: readonly RegExp[], text: string) => {
  for (const pattern of patterns) {
    const m = pattern.exec(text);
    if (m) return { value: Number(m[1]), text: m[1]! };
  }
  return null;
};

/**
 * The box count of a row and how far its arithmetic bears it out: a row that prints the unit
 * price and the amount must have boxes × price = amount; a count the OCR missed is their ratio.
 */
function boxesOf(text: string): { value: number; text: string; certainty: number } | null {
  const amounts = [...text.matchAll(MONEY)].map((m) => moneyValue(m[1]!));
  const count = firstMatch(BOX_COUNT, text);
  const [price, amount] = amounts.length >= 2 ? amounts.slice(-2) : [undefined, undefined];
  if (price === undefined || amount === undefined || price <= 0) {
    return count && { ...count, certainty: 1 };
  }
  const ratio = amount / price;
  const whole = Math.round(ratio);
  const consistent = Math.abs(ratio - whole) < 0.005;
  if (count) return { ...count, certainty: consistent && whole === count.value ? 1 : 0.6 };
  return consistent && whole >= 1 ? { value: whole, text: String(whole), certainty: 0.9 } : null;
}

const lensCountsOf = (brand: string) =>
  new Set(SKU_TABLE.filter((sku) => sku.brand === brand).map((sku) => sku.lensesPerBox));

function productLines(lines: readonly OcrLine[]): ReceiptLine[] {
  const found: ReceiptLine[] = [];
  lines.forEach((line, i) => {
    const match = matchBrand(line.text);
    if (!match) return;
    const text = line.text.replace(/\s+/g, ' ');
    const afterName = text
      .split(' ')
      .slice(match.lastWord + 1)
      .join(' ');
    const lensCount = firstMatch(LENS_COUNT, afterName);
    const withoutCount = lensCount ? afterName.replace(lensCount.text, ' ') : afterName;
    // The quantity on the line itself, or on the line below it (a till prints it there).
    const next = lines[i + 1];
    const nextIsDetail = next && !matchBrand(next.text);
    let boxes = boxesOf(withoutCount);
    let boxesLine = line;
    if (!boxes && nextIsDetail) {
      boxes = boxesOf(next.text);
      boxesLine = next;
    }
    const validBoxes = boxes && boxes.value >= 1 && boxes.value <= 24 ? boxes : null;
    const lensesKnown = lensCount !== null && lensCountsOf(match.brand).has(lensCount.value);
    const brandConfidence = match.similarity * meanConfidence(line.words);
    const boxConfidence = validBoxes
      ? confidenceOf(boxesLine, [validBoxes.text]) * validBoxes.certainty
      : 1;
    found.push({
      text,
      brand: match.brand,
      boxes: validBoxes?.value ?? null,
      lensesPerBox: lensCount ? lensCount.value : null,
      confidence: round(
        Math.min(brandConfidence, boxConfidence) * (lensCount && !lensesKnown ? 0.8 : 1),
      ),
    });
  });
  return found;
}

/** The fields of a receipt from the lines the OCR read. `today` judges how plausible a date is. */
export function readReceiptText(lines: readonly OcrLine[], today: IsoDay): ReceiptReading {
  const kept = lines.filter((line) => line.text.trim() !== '');
  const language = languageOf(kept.map((line) => line.text).join('\n'));
  return {
    purchaseDate: purchaseDate(kept, language, today),
    ...practiceHeader(kept),
    practicePhone: practicePhone(kept),
    lines: productLines(kept),
    total: total(kept),
  };
}

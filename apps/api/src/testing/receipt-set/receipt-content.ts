// What a generated receipt says (its truth), chosen from a seed: practice, date, lines, total,
// in English or Spanish, in one of several layouts and fonts. `receipt-render.ts` draws it.
import {
  type IsoDay,
  type ProductCode,
  PRODUCT_ALIASES,
  PRODUCT_NAMES,
  SKU_TABLE,
} from '@lens/domain';
import { type Random } from './random';

export type ReceiptLanguage = 'en' | 'es';
export const LAYOUTS = ['till', 'columns', 'two-line'] as const;
export type ReceiptLayout = (typeof LAYOUTS)[number];
/** Debian's fonts-dejavu-core (installed with Chromium, which CI installs too). */
export const FONTS = ['DejaVu Sans Mono', 'DejaVu Sans', 'DejaVu Serif'] as const;

export interface TruthLine {
  readonly brand: ProductCode;
  readonly boxes: number;
  readonly lensesPerBox: number;
}

export interface ReceiptTruth {
  readonly language: ReceiptLanguage;
  readonly layout: ReceiptLayout;
  readonly font: string;
  readonly purchaseDate: IsoDay;
  /** The practice as the patient chose it in the app (its programme name). */
  readonly enteredPracticeName: string;
  /** As the receipt prints it. */
  readonly practiceName: string;
  readonly practicePhone: string;
  readonly lines: readonly TruthLine[];
  readonly total: number;
}

/** A printed line: its text, and whether it is the header (centred, bold) or right-aligned. */
export interface PrintedLine {
  readonly text: string;
  readonly align?: 'left' | 'centre';
  readonly bold?: boolean;
  /** Text printed at the right edge of the same row (amounts). */
  readonly right?: string;
}

const PRACTICES = [
  { entered: 'Vista Clara Optometry', printed: 'OPTICA VISTA CLARA' },
  { entered: 'Bright Eyes Family Vision', printed: 'BRIGHT EYES VISION CENTER' },
  { entered: 'Clear View Eye Care', printed: 'Clear View Eye Care' },
  { entered: 'Northside Optical', printed: 'NORTHSIDE OPTICAL' },
  { entered: 'Sunrise Opticians', printed: 'Sunrise Opticians Inc.' },
  { entered: 'Lakeside Eye Associates', printed: 'LAKESIDE EYE ASSOCIATES' },
  { entered: 'Optica Los Pinos', printed: 'OPTICA LOS PINOS' },
  { entered: 'Harbor Point Optometry', printed: 'Harbor Point Optometry PC' },
  { entered: 'Riverbend Vision Clinic', printed: 'RIVERBEND VISION CLINIC' },
  { entered: 'Mesa Verde Eye Center', printed: 'Centro de la Vista Mesa Verde' },
] as const;

const STREETS = ['Main St', 'Oak Ave', 'Elm Street', 'Market Blvd', 'Calle Real', 'Pine Rd'];
const CITIES = [
  'Springfield, IL 62701',
  'Austin, TX 78701',
  'Tucson, AZ 85701',
  'Miami, FL 33130',
  'Fresno, CA 93721',
  'Denver, CO 80202',
];
const MONTHS = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  es: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'],
};
const MONTHS_LONG_ES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

const pad = (n: number) => String(n).padStart(2, '0');

function printedDate(language: ReceiptLanguage, day: IsoDay, random: Random): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const formats =
    language === 'en'
      ? [
          `${pad(m)}/${pad(d)}/${y}`,
          `${MONTHS.en[m - 1]} ${d}, ${y}`,
          `${y}-${pad(m)}-${pad(d)}`,
          `${pad(m)}-${pad(d)}-${y}`,
        ]
      : [
          `${pad(d)}/${pad(m)}/${y}`,
          `${pad(d)}-${pad(m)}-${y}`,
          `${d} de ${MONTHS_LONG_ES[m - 1]} de ${y}`,
          `${d} ${MONTHS.es[m - 1]} ${y}`,
        ];
  return random.pick(formats);
}

const money = (value: number, comma: boolean) => {
  const text = value.toFixed(2);
  return comma ? text.replace('.', ',') : text;
};

function description(
  brand: ProductCode,
  lensesPerBox: number,
  language: ReceiptLanguage,
  random: Random,
) {
  const name = random.next() < 0.3 ? random.pick(PRODUCT_ALIASES[brand]) : PRODUCT_NAMES[brand];
  const count =
    language === 'en'
      ? random.pick([`${lensesPerBox}pk`, `${lensesPerBox} lenses`, `(${lensesPerBox})`])
      : random.pick([`${lensesPerBox} lentes`, `caja ${lensesPerBox}`, `(${lensesPerBox})`]);
  const text = `${name} ${count}`;
  return random.next() < 0.5 ? text.toUpperCase() : text;
}

const OTHER_ITEMS: Readonly<Record<ReceiptLanguage, readonly (readonly [string, number])[]>> = {
  en: [
    ['Eye exam', 95],
    ['Contact lens fitting', 60],
    ['Lens solution 360ml', 12.5],
    ['Lens case', 4],
  ],
  es: [
    ['Examen de la vista', 95],
    ['Adaptacion de lentes', 60],
    ['Solucion 360ml', 12.5],
    ['Estuche', 4],
  ],
};

/** What a test fixes of a receipt; the rest comes from the seed. */
export interface ReceiptChoices {
  readonly language?: ReceiptLanguage;
  readonly layout?: ReceiptLayout;
  readonly purchaseDate?: IsoDay;
  readonly practice?: { readonly entered: string; readonly printed: string };
  readonly lines?: readonly TruthLine[];
}

/** A receipt's truth and printed lines, from the seed's random source (and a test's choices). */
export function composeReceipt(
  random: Random,
  choices: ReceiptChoices = {},
): { truth: ReceiptTruth; printed: PrintedLine[] } {
  const language: ReceiptLanguage = choices.language ?? (random.next() < 0.5 ? 'en' : 'es');
  const layout = choices.layout ?? random.pick(LAYOUTS);
  const font = random.pick(FONTS);
  const practice = choices.practice ?? random.pick(PRACTICES);
  const comma = language === 'es' && random.next() < 0.4;
  const start = Date.UTC(2024, 0, 1);
  const purchaseDate =
    choices.purchaseDate ??
    (new Date(start + random.int(0, 700) * 86_400_000).toISOString().slice(0, 10) as IsoDay);
  const phone = `(${random.int(201, 989)}) 555-${String(random.int(0, 9999)).padStart(4, '0')}`;

  const skus =
    random.pick([1, 1, 2]) === 1
      ? [random.pick(SKU_TABLE)]
      : [random.pick(SKU_TABLE), random.pick(SKU_TABLE)];
  const lines: readonly TruthLine[] =
    choices.lines ??
    skus.map((sku) => ({
      brand: sku.brand,
      lensesPerBox: sku.lensesPerBox,
      boxes: random.int(1, 8),
    }));
  const items = lines.map((line) => ({
    text: description(line.brand, line.lensesPerBox, language, random),
    qty: line.boxes,
    price: random.int(20, 90) + random.pick([0, 0.5, 0.99]),
  }));
  for (let extra = random.int(0, 2); extra > 0; extra -= 1) {
    const [text, price] = random.pick(OTHER_ITEMS[language]);
    items.splice(random.int(0, items.length), 0, { text, qty: 1, price });
  }
  const subtotal = items.reduce((sum, i) => sum + i.qty * i.price, 0);
  const tax = Math.round(subtotal * 0.0625 * 100) / 100;
  const total = Math.round((subtotal + tax) * 100) / 100;

  const l = language === 'en';
  const printed: PrintedLine[] = [
    { text: practice.printed, align: 'centre', bold: true },
    { text: `${random.int(10, 9899)} ${random.pick(STREETS)}`, align: 'centre' },
    { text: random.pick(CITIES), align: 'centre' },
    { text: `${l ? 'Tel' : 'Tel.'} ${phone}`, align: 'centre' },
    { text: '' },
    {
      text: `${l ? 'Date' : 'Fecha'}: ${printedDate(language, purchaseDate, random)}`,
      right: `${pad(random.int(8, 19))}:${pad(random.int(0, 59))}`,
    },
    { text: `${l ? 'Invoice' : 'Factura'} #${random.int(10000, 99999)}` },
    { text: '' },
  ];
  if (layout === 'columns') {
    printed.push({
      text: l ? 'Item            Qty' : 'Articulo       Cant.',
      right: l ? 'Amount' : 'Importe',
    });
  }
  for (const item of items) {
    const amount = money(item.qty * item.price, comma);
    const price = money(item.price, comma);
    if (layout === 'till') {
      printed.push({ text: item.text });
      printed.push({ text: `  ${item.qty} x ${price}`, right: amount });
    } else if (layout === 'columns') {
      const qty = `${l ? 'Qty' : 'Cant.'} ${item.qty}`;
      // A description too long for its row wraps, the quantity and amount on the row below.
      if (item.text.length + qty.length > 30) {
        printed.push({ text: item.text });
        printed.push({ text: `  ${qty}`, right: amount });
      } else {
        printed.push({ text: `${item.text}  ${qty}`, right: amount });
      }
    } else {
      printed.push({ text: item.text });
      const qty = l
        ? `${item.qty} @ ${price}`
        : `${item.qty} ${item.qty === 1 ? 'caja' : 'cajas'} x ${price}`;
      printed.push({ text: `  ${qty}`, right: amount });
    }
  }
  printed.push(
    { text: '' },
    { text: 'SUBTOTAL', right: money(subtotal, comma) },
    { text: l ? 'TAX' : 'IVA', right: money(tax, comma) },
    { text: l ? 'TOTAL' : 'TOTAL A PAGAR', right: money(total, comma), bold: true },
    { text: '' },
    { text: l ? 'VISA ****' : 'TARJETA ****', right: String(random.int(1000, 9999)) },
    { text: l ? 'Thank you!' : 'Gracias por su compra', align: 'centre' },
  );

  const truth: ReceiptTruth = {
    language,
    layout,
    font,
    purchaseDate,
    enteredPracticeName: practice.entered,
    practiceName: practice.printed,
    practicePhone: phone,
    lines,
    total,
  };
  return { truth, printed };
}

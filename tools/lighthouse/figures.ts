// What `npm run lighthouse` reads from each Lighthouse report and how it writes the medians into
// docs/performance.md. Pure: the runner (lighthouse.ts) hands it the reports' figures.

/** One run's figures: category scores 0–100, times in ms, CLS unitless. */
export interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** The part of a Lighthouse result (LH.Result) the figures come from. */
export interface ReportLike {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
}

const score = (report: ReportLike, id: string) =>
  Math.round((report.categories[id]?.score ?? 0) * 100);
const numeric = (report: ReportLike, id: string) => report.audits[id]?.numericValue ?? Number.NaN;

export function figuresOf(report: ReportLike): RunFigures {
  return {
    performance: score(report, 'performance'),
    accessibility: score(report, 'accessibility'),
    bestPractices: score(report, 'best-practices'),
    seo: score(report, 'seo'),
    fcpMs: numeric(report, 'first-contentful-paint'),
    lcpMs: numeric(report, 'largest-contentful-paint'),
    tbtMs: numeric(report, 'total-blocking-time'),
    cls: numeric(report, 'cumulative-layout-shift'),
  };
}

/** The median of each figure on its own (the middle run of three; the mean of two middles). */
export function medians(runs: readonly RunFigures[]): RunFigures {
  if (runs.length === 0) throw new Error('no runs');
  const median = (key: keyof RunFigures) => {
    const sorted = runs.map((run) => run[key]).sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  };
  return {
    performance: median('performance'),
    accessibility: median('accessibility'),
    bestPractices: median('bestPractices'),
    seo: median('seo'),
    fcpMs: median('fcpMs'),
    lcpMs: median('lcpMs'),
    tbtMs: median('tbtMs'),
    cls: median('cls'),
  };
}

/** DESIGN §12 and issue 27: every page, and SEO on public pages (signed-in pages are noindex). */
export const TARGETS = {
  performance: 90,
  lcpMs: 2_500,
  tbtMs: 200,
  cls: 0.1,
  accessibility: 100,
  bestPractices: 100,
  seo: 95,
} as const;

export interface PageResult {
  /** The address measured, as shown in the table. */
  page: string;
  signedIn: boolean;
  median: RunFigures;
  runs: number;
}

const mark = (ok: boolean) => (ok ? '✔' : '✘');
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function row({ page, signedIn, median: m }: PageResult): string {
  const cells = [
    `${page}${signedIn ? ' (signed in)' : ''}`,
    `**${m.performance}** ${mark(m.performance >= TARGETS.performance)}`,
    seconds(m.fcpMs),
    `**${seconds(m.lcpMs)}** ${mark(m.lcpMs <= TARGETS.lcpMs)}`,
    `**${Math.round(m.tbtMs)} ms** ${mark(m.tbtMs <= TARGETS.tbtMs)}`,
    `**${m.cls.toFixed(3)}** ${mark(m.cls <= TARGETS.cls)}`,
    `**${m.accessibility}** ${mark(m.accessibility >= TARGETS.accessibility)}`,
    `**${m.bestPractices}** ${mark(m.bestPractices >= TARGETS.bestPractices)}`,
    signedIn ? `${m.seo} (noindex)` : `**${m.seo}** ${mark(m.seo >= TARGETS.seo)}`,
  ];
  return `| ${cells.join(' | ')} |`;
}

/** The section's text: where and how it was measured, then one row per page. */
export function section(results: readonly PageResult[], context: string): string {
  const runs = Math.min(...results.map((result) => result.runs));
  return [
    `${context}; medians of ${runs} runs per page, each in a new browser profile (empty cache).`,
    '',
    '| page | performance | FCP | LCP | TBT | CLS | accessibility | best practices | SEO |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    `| target | ≥ ${TARGETS.performance} | | ≤ ${seconds(TARGETS.lcpMs)} | ≤ ${TARGETS.tbtMs} ms | ≤ ${TARGETS.cls} | ${TARGETS.accessibility} | ${TARGETS.bestPractices} | ≥ ${TARGETS.seo} (public pages) |`,
    ...results.map(row),
  ].join('\n');
}

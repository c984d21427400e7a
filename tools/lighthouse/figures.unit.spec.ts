import { figuresOf, medians, type RunFigures, section } from './figures';

const run = (performance: number, lcpMs: number, tbtMs: number): RunFigures => ({
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 1_000,
  lcpMs,
  tbtMs,
  cls: 0.01,
});

describe('the Lighthouse figures', () => {
  it('reads the category scores as 0–100 and the metrics from their audits', () => {
    const figures = figuresOf({
      categories: {
        performance: { score: 0.913 },
        accessibility: { score: 1 },
        'best-practices': { score: 0.96 },
        seo: { score: null },
      },
      audits: {
        'first-contentful-paint': { numericValue: 1_200 },
        'largest-contentful-paint': { numericValue: 2_400 },
        'total-blocking-time': { numericValue: 150 },
        'cumulative-layout-shift': { numericValue: 0.02 },
      },
    });
    expect(figures).toEqual({
      performance: 91,
      accessibility: 100,
      bestPractices: 96,
      seo: 0,
      fcpMs: 1_200,
      lcpMs: 2_400,
      tbtMs: 150,
      cls: 0.02,
    });
  });

  it('takes the median of each figure on its own', () => {
    const median = medians([run(95, 3_000, 100), run(80, 2_000, 300), run(90, 2_500, 200)]);
    expect(median).toMatchObject({ performance: 90, lcpMs: 2_500, tbtMs: 200 });
    expect(medians([run(80, 2_000, 100), run(90, 3_000, 300)])).toMatchObject({
      performance: 85,
      lcpMs: 2_500,
    });
  });

  it('marks each figure against its target, and SEO only on public pages', () => {
    const text = section(
      [
        { page: '/faq', signedIn: false, runs: 3, median: run(92, 2_300, 250) },
        { page: '/dashboard', signedIn: true, runs: 3, median: { ...run(88, 2_600, 90), seo: 66 } },
      ],
      'Measured somewhere',
    );
    expect(text).toContain('medians of 3 runs per page');
    expect(text).toContain(
      '| /faq | **92** ✔ | 1.00 s | **2.30 s** ✔ | **250 ms** ✘ | **0.010** ✔ | **100** ✔ | **100** ✔ | **100** ✔ |',
    );
    expect(text).toContain(
      '| /dashboard (signed in) | **88** ✘ | 1.00 s | **2.60 s** ✘ | **90 ms** ✔ | **0.010** ✔ | **100** ✔ | **100** ✔ | 66 (noindex) |',
    );
  });
});

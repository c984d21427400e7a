import {
  SUB_PHASES,
  UPLOAD_PROGRAMS,
  isPreferredActive,
  isProgramCurrent,
  type IsoDay,
} from '@lens/domain';
import { ecpUploadRowSchema } from '@lens/validation';
import {
  PRACTICE_COUNT,
  type SeedPractice,
  generatePractices,
  milesBetween,
} from './practice-generator';
import { SeededRandom } from './random';
import { MAJOR_CITIES } from './reference-lists';
import { usZipCentroids } from './zip-centroids';

const zips = usZipCentroids();
const practices = generatePractices(zips);

const located = (p: SeedPractice) => ({ latitude: p.latitude ?? 0, longitude: p.longitude ?? 0 });

describe('demo practice generator', () => {
  it('loads US 5-digit ZIP centroids only, with a position', () => {
    expect(zips.length).toBeGreaterThan(40_000);
    expect(zips.every((z) => /^\d{5}$/.test(z.postal_code))).toBe(true);
    expect(zips.some((z) => z.latitude === 0 && z.longitude === 0)).toBe(false);
    expect(zips.find((z) => z.postal_code === '10001')).toMatchObject({
      city: 'New York',
      state: 'NY',
    });
  });

  it('is deterministic: the same seed gives the same practices, another seed others', () => {
    expect(JSON.stringify(generatePractices(zips))).toBe(JSON.stringify(practices));
    expect(generatePractices(zips, 'another seed')[0]).not.toEqual(practices[0]);
    const a = new SeededRandom('x');
    const b = new SeededRandom('x');
    expect([a.next(), a.next(), a.int(1, 6)]).toEqual([b.next(), b.next(), b.int(1, 6)]);
  });

  it('makes about 4,000 practices with unique saps, never the not-listed 999', () => {
    expect(practices).toHaveLength(PRACTICE_COUNT);
    expect(new Set(practices.map((p) => p.sap)).size).toBe(PRACTICE_COUNT);
    expect(practices.some((p) => p.sap === '999')).toBe(false);
  });

  it('mixes inactive (~10 %), LensCrafters and unaffiliated practices', () => {
    const share = (test: (p: SeedPractice) => boolean) =>
      practices.filter(test).length / practices.length;
    expect(share((p) => p.status === 'inactive')).toBeGreaterThan(0.07);
    expect(share((p) => p.status === 'inactive')).toBeLessThan(0.13);
    expect(share((p) => p.is_lenscrafters)).toBeGreaterThan(0.03);
    expect(share((p) => p.unaffiliated)).toBeGreaterThan(0.03);
    expect(share((p) => Object.keys(p.programs).length === 0)).toBeGreaterThan(0.2);
  });

  it('spreads them over every state and DC', () => {
    expect(new Set(practices.map((p) => p.state)).size).toBe(51);
  });

  it('writes rows the ECP upload would accept: names, street addresses, ZIPs, positions', () => {
    const rejected = practices.filter(
      (p) =>
        !ecpUploadRowSchema.safeParse({
          ...p,
          unaffiliated: String(p.unaffiliated),
          checkout_shop_start: undefined,
        }).success,
    );
    expect(rejected.map((p) => p.sap)).toEqual([]);
    expect(practices.every((p) => /^\d+ \S/.test(p.address1))).toBe(true);
  });

  it('gives North American phone numbers in the 555-01xx range kept for fiction', () => {
    expect(practices.every((p) => /^[2-9]\d{2}55501\d{2}$/.test(p.phone ?? ''))).toBe(true);
  });

  it('places each practice within about a mile of its ZIP centroid', () => {
    const byZip = new Map(zips.map((z) => [z.postal_code, z]));
    const far = practices.filter((p) => milesBetween(located(p), byZip.get(p.postal_code)!) > 1.5);
    expect(far).toEqual([]);
  });

  it('uses known programme names with readable, ordered windows', () => {
    const windows = practices.flatMap((p) => Object.entries(p.programs));
    expect(windows.length).toBeGreaterThan(1000);
    for (const [name, window] of windows) {
      expect(UPLOAD_PROGRAMS).toContain(name);
      expect(window.start_date <= window.end_date).toBe(true);
      expect(isProgramCurrent(window, window.start_date)).toBe(true);
    }
    const checkoutShop = practices.filter((p) => p.programs['checkout_shop']);
    expect(checkoutShop.length).toBeGreaterThan(0);
    expect(
      checkoutShop.every((p) => p.checkout_shop_start === p.programs['checkout_shop']?.start_date),
    ).toBe(true);
    expect(practices.some((p) => p.programs['oasys_max_pilot'])).toBe(true);
  });

  describe('near every major city', () => {
    const nearby = MAJOR_CITIES.map((city) => {
      const centre = zips.find((z) => z.postal_code === city.zip)!;
      const active = practices.filter(
        (p) => p.status === 'active' && milesBetween(centre, located(p)) <= 25,
      );
      return { city: city.city, active };
    });

    it.each(SUB_PHASES.map((s) => [s.name, s.start, s.end] as const))(
      'has preferred-active practices within 25 miles throughout %s',
      (_name, start: IsoDay, end: IsoDay) => {
        const missing = [start, end].flatMap((day) =>
          nearby
            .filter(({ active }) => !active.some((p) => isPreferredActive(p.programs, day)))
            .map(({ city }) => `${city} on ${day}`),
        );
        expect(missing).toEqual([]);
      },
    );
  });
});

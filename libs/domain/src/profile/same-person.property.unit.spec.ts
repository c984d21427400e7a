// One person, one annual limit (issue 29 item 1): however a profile types the same person again
// (case, accents, spaces, punctuation, "Street"/"St.", "#4B"/"Apt 4B", ZIP+4, in English or
// Spanish), only one record is taken, so every purchase of theirs counts against one limit.
import fc from 'fast-check';
import { SUPPLY_MONTHS, type SupplyMonths } from '../catalog/codes';
import { addDays, isWithinRollingYear, type IsoDay } from '../time/days';
import { ANNUAL_SUPPLY_LIMIT_MONTHS, exceedsAnnualLimit } from '../rewards/annual-limit';
import { type PriorPurchase } from '../rewards/purchase-history';
import {
  evolveProfile,
  initialProfileState,
  type PatientAddress,
  type ProfileState,
} from './profile';
import { decideProfile, type AddPatient, type RegisterProfile } from './profile.decide';
import { isSamePerson } from './same-person';

const NOW = Date.UTC(2025, 7, 1, 12);

/** A registered profile, as registration decides it. */
function registered(): ProfileState {
  const command = { profileId: 'p-1', email: 'ana@example.com', firstName: 'Ana', language: 'es' };
  const decision = decideProfile(
    { type: 'RegisterProfile', data: command as RegisterProfile['data'] },
    initialProfileState(),
    { now: NOW },
  );
  if (!decision.ok) throw new Error(decision.error.code);
  return decision.events.reduce(evolveProfile, initialProfileState());
}

/** Adds a patient when the decider takes it; answers the state and whether it was taken. */
function add(state: ProfileState, command: AddPatient['data']): [ProfileState, boolean] {
  const decision = decideProfile({ type: 'AddPatient', data: command }, state, { now: NOW });
  if (!decision.ok) return [state, false];
  return [decision.events.reduce(evolveProfile, state), true];
}

const stripAccents = (text: string) => text.normalize('NFD').replace(/\p{M}+/gu, '');

/** The same text as someone might type it again: case, accents, spacing, punctuation. */
const retyped = (text: string) =>
  fc
    .record({
      upper: fc.boolean(),
      lower: fc.boolean(),
      accents: fc.boolean(),
      separator: fc.constantFrom(' ', '  ', ' - ', '-', ', '),
      pad: fc.constantFrom('', ' ', '  '),
    })
    .map(({ upper, lower, accents, separator, pad }) => {
      let typed = text.split(' ').join(separator);
      if (!accents) typed = stripAccents(typed);
      if (upper) typed = typed.toUpperCase();
      else if (lower) typed = typed.toLowerCase();
      return `${pad}${typed}${pad}`;
    });

const STREETS = [
  ['Street', 'St', 'St.', 'street'],
  ['Avenue', 'Ave', 'Ave.', 'Av.'],
  ['Avenida', 'Ave', 'Av'],
] as const;
const UNITS = [['Apt 4B', '#4B', 'Apartment 4b', 'apt. 4-B', 'Depto 4B']] as const;

const person = fc.record({
  name: fc.constantFrom('María José Núñez', 'Lucía Pérez', 'José Ángel Ruiz', 'Ana Ruiz'),
  number: fc.integer({ min: 1, max: 9999 }),
  street: fc.constantFrom('Main', 'Río Grande', 'Hidalgo'),
  kind: fc.nat({ max: STREETS.length - 1 }),
  city: fc.constantFrom('San Antonio', 'Bogotá Heights', 'Laredo'),
  zip: fc.constantFrom('78205', '78041'),
});
type Person = typeof person extends fc.Arbitrary<infer P> ? P : never;

/** One record of `who` as typed on one occasion. */
const recordOf = (who: Person): fc.Arbitrary<{ name: string; address: PatientAddress }> =>
  fc
    .record({
      name: retyped(who.name),
      street: retyped(who.street),
      kind: fc.constantFrom(...STREETS[who.kind]!),
      unit: fc.constantFrom(...UNITS[0]),
      city: retyped(who.city),
      zipPlus: fc.constantFrom('', '-1234', '-0001'),
      state: fc.constantFrom('TX', 'tx', 'Tx'),
    })
    .map((typed) => ({
      name: typed.name,
      address: {
        address1: `${who.number} ${typed.street} ${typed.kind}`,
        address2: typed.unit,
        city: typed.city,
        state: typed.state,
        postal_code: `${who.zip}${typed.zipPlus}`,
        country: 'US',
      },
    }));

const relations = fc.constantFrom('PENDING', 'PARENT', 'GUARDIAN', 'SPOUSE', 'OTHER');

describe('one person, one record (properties)', () => {
  it('takes the first record of a person and refuses every retyped one', () => {
    fc.assert(
      fc.property(
        person.chain((who) => fc.array(recordOf(who), { minLength: 2, maxLength: 6 })),
        fc.array(relations, { minLength: 6, maxLength: 6 }),
        (records, kinds) => {
          let state = registered();
          const taken = records.map((record, i) => {
            const [next, ok] = add(state, {
              patientId: `pt-${i}`,
              ...record,
              relationToProfile: i === 0 ? 'SELF' : (kinds[i] ?? 'OTHER'),
            });
            state = next;
            return ok;
          });
          expect(taken).toEqual(records.map((_, i) => i === 0));
        },
      ),
    );
  });

  it('never refuses two people whose names differ', () => {
    fc.assert(
      fc.property(person, person, (a, b) => {
        fc.pre(stripAccents(a.name) !== stripAccents(b.name));
        const same = isSamePerson({ name: a.name, address: null }, { name: b.name, address: null });
        expect(same).toBe(false);
      }),
    );
  });

  it('keeps every purchase of a person within one 12-month limit, whatever records were tried', () => {
    const day = (n: number): IsoDay => addDays('2025-01-01' as IsoDay, n);
    fc.assert(
      fc.property(
        person.chain((who) => fc.array(recordOf(who), { minLength: 1, maxLength: 4 })),
        fc.array(
          fc.record({
            record: fc.nat({ max: 3 }),
            date: fc.nat({ max: 500 }).map(day),
            months: fc.constantFrom(...SUPPLY_MONTHS),
          }),
          { maxLength: 10 },
        ),
        (records, entries) => {
          // Every record the profile managed to add, with the purchases entered for it.
          let state = registered();
          const kept: string[] = [];
          records.forEach((record, i) => {
            const [next, ok] = add(state, { patientId: `pt-${i}`, ...record });
            state = next;
            if (ok) kept.push(`pt-${i}`);
          });
          const history = new Map<string, PriorPurchase[]>(kept.map((id) => [id, []]));
          entries.forEach((entry, i) => {
            const patientId = kept[entry.record % kept.length]!;
            const prior = history.get(patientId)!;
            if (exceedsAnnualLimit(prior, entry.date, entry.months as SupplyMonths)) return;
            prior.push({
              submissionId: `e-${i}`,
              purchaseDate: entry.date,
              supplyMonths: entry.months as SupplyMonths,
              status: 'approved',
              baseReward: 0,
              trueUpReward: 0,
            });
          });
          // Taken together, the person's purchases fill no 12-month window past the limit.
          const all = [...history.values()].flat();
          for (const end of all.map((p) => p.purchaseDate)) {
            for (let offset = 0; offset < 366; offset += 1) {
              const windowEnd = addDays(end, offset);
              const held = all
                .filter((p) => isWithinRollingYear(p.purchaseDate, windowEnd))
                .reduce((sum, p) => sum + p.supplyMonths, 0);
              expect(held).toBeLessThanOrEqual(ANNUAL_SUPPLY_LIMIT_MONTHS);
            }
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

// Milestones of spec 000 §9. Those the specification lists without dates are declared but
// unscheduled (start null) and therefore inactive; see docs/decisions/domain.md.
import { asDay, dayOf, type Instant, type IsoDay } from './days';
import { type SubPhase } from './sub-phases';

export interface Milestone {
  readonly name: string;
  readonly start: IsoDay | null;
  /** Inclusive; null when open-ended. */
  readonly end: IsoDay | null;
  readonly public: boolean;
}

const milestone = (
  name: string,
  start: IsoDay | null,
  end: IsoDay | null,
  isPublic: boolean,
): Milestone => ({ name, start, end, public: isPublic });

export const MILESTONES: readonly Milestone[] = [
  milestone('oasys_max_pilot', '2022-07-15', '2022-09-01', false),
  milestone('Express_Rewards_Updates', '2023-04-17', null, true),
  milestone('Multifocal_Upgrade', '2023-04-17', null, false),
  // Named after sub-phases; dated by the sub-phase of the same name.
  milestone('aug_2023', '2023-08-31', null, false),
  milestone('jan_2024', '2024-01-01', null, false),
  milestone('diamond_plus', null, null, false),
  milestone('warbyParker2023', null, null, false),
  milestone('mailDisruptionNotice', null, null, false),
  milestone('may_2024', '2024-05-01', null, false),
  milestone('jul_2024', '2024-07-01', null, false),
  milestone('TotalVisionExpired', null, null, false),
  milestone('studentSweepstakes2024', '2024-11-01', '2025-01-31', true),
  // The specification writes this one as a placeholder for a hashed name.
  milestone('{hash}', null, null, true),
  milestone('startFlexJourneyAsCurrentWearer', null, null, true),
  milestone('promocodeStacking', '2025-07-01', null, true),
];

/** A milestone of the table by name (a name not in it is a programming error). */
export function milestoneNamed(name: string): Milestone {
  const found = MILESTONES.find((m) => m.name === name);
  if (!found) throw new Error(`no milestone ${name}`);
  return found;
}

export function isMilestoneActive(m: Milestone, at: IsoDay | Instant): boolean {
  const day = asDay(at);
  return m.start !== null && m.start <= day && (m.end === null || day <= m.end);
}

/**
 * Spec 000 §6: "milestone programs gate extra features for enrolled patients". A public milestone
 * is open to everyone while it runs; any other only to a patient enrolled in the programme of its
 * name, i.e. whose practice runs that programme at the time (`oasys_max_pilot` is both).
 */
export function isMilestoneOpen(
  m: Milestone,
  at: IsoDay | Instant,
  enrolledPrograms: readonly string[],
): boolean {
  return isMilestoneActive(m, at) && (m.public || enrolledPrograms.includes(m.name));
}

/** Every milestone by name: open to a patient enrolled in `enrolledPrograms` at `at`. */
export function openMilestones(
  at: IsoDay | Instant,
  enrolledPrograms: readonly string[],
): Record<string, boolean> {
  return Object.fromEntries(
    MILESTONES.map((m) => [m.name, isMilestoneOpen(m, at, enrolledPrograms)]),
  );
}

export function activeMilestones(at: IsoDay | Instant): readonly Milestone[] {
  return MILESTONES.filter((m) => isMilestoneActive(m, at));
}

/** Spec 000 §9: promo rewards are itemised for sub-phases starting on or after this instant. */
export const PROMO_ITEMISATION_FROM_MS = 1_751_342_400_000;

/**
 * The constant is midnight of 1 July 2025 in US Eastern time; our sub-phases start at UTC
 * midnight, so the comparison is by calendar day (jul_2025 itemises, apr_2025 does not).
 */
export function promoItemisationShown(subPhase: SubPhase): boolean {
  return subPhase.start >= dayOf(PROMO_ITEMISATION_FROM_MS);
}

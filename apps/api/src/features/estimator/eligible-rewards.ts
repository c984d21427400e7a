import {
  PRODUCT_CODES,
  SUB_PHASES,
  SUPPLY_MONTHS,
  earnsPreferredBonus,
  estimateReward,
  isPreferredActive,
  isPreferredProgramName,
  isProductAvailable,
  nextEligibleDay,
  type PatientType,
  type PriorPurchase,
  subPhaseAt,
  toIsoDay,
  type IsoDay,
  type PracticePrograms,
  type ProductCode,
  type SubPhase,
  type SupplyMonths,
} from '@lens/domain';

export interface EligibleReward {
  monthly_amount: SupplyMonths;
  awardAmount: number;
  bonusAmount: number;
  totalAmount: number;
}

export interface EligibleRewardsInput {
  today: IsoDay;
  /** The chosen practice's programmes; none when no practice is chosen. */
  programs: PracticePrograms;
  brand?: ProductCode;
  months?: SupplyMonths;
  /** A signed-in patient's: their confirmed purchases and their patient type. */
  patient?: { priorPurchases: readonly PriorPurchase[]; patientType: PatientType };
}

export interface EligibleRewards {
  eligibleRewards: EligibleReward[];
  /** The first day an entry earns a reward: today, or when the offer (or the brand) starts. */
  eligibleDate: IsoDay | null;
  /** The first later day the best reward on offer goes up; null when it will not. */
  nextRewardDate: IsoDay | null;
  /** A signed-in patient's wearer type; null for a visitor (settled when a purchase is entered). */
  patientType: PatientType | null;
  /** "Check back on {nextRewardDate}" is worth showing. */
  displayCheckBackText: boolean;
}

/**
 * The brand an estimate is made for: the chosen one, or (no brand yet) one that earns the
 * preferred bonus, because the base does not depend on the brand and the bonus only adds.
 */
function brandFor(subPhase: SubPhase, brand: ProductCode | undefined): ProductCode | undefined {
  if (brand) return isProductAvailable(brand, subPhase.name) ? brand : undefined;
  const available = PRODUCT_CODES.filter((code) => isProductAvailable(code, subPhase.name));
  return available.find(earnsPreferredBonus) ?? available[0];
}

function rewardsOn(day: IsoDay, input: EligibleRewardsInput): EligibleReward[] {
  const subPhase = subPhaseAt(day);
  const brand = subPhase && brandFor(subPhase, input.brand);
  if (!brand) return [];
  const preferredActive = isPreferredActive(input.programs, day);
  return (input.months ? [input.months] : SUPPLY_MONTHS).flatMap((months) => {
    const estimate = estimateReward({
      date: day,
      brand,
      months,
      preferredActive,
      priorPurchases: input.patient?.priorPurchases ?? [],
    });
    if (!estimate.ok) return [];
    const { awardAmount, bonusAmount } = estimate.value;
    return [
      { monthly_amount: months, awardAmount, bonusAmount, totalAmount: awardAmount + bonusAmount },
    ];
  });
}

const best = (rewards: readonly EligibleReward[]) =>
  rewards.reduce((most, reward) => Math.max(most, reward.totalAmount), 0);

/** Later days on which the estimate can change: an offer starts, or a preferred programme does. */
function changeDays(today: IsoDay, programs: PracticePrograms): IsoDay[] {
  const offers = SUB_PHASES.map((subPhase) => subPhase.start);
  const preferred = Object.entries(programs).flatMap(([name, window]) => {
    const start = window && isPreferredProgramName(name) ? toIsoDay(window.start_date) : undefined;
    return start ? [start] : [];
  });
  return [...new Set([...offers, ...preferred])].filter((day) => day > today).sort();
}

/**
 * What a visitor can earn (spec 000 §4 estimator, DESIGN §9): the estimate per supply for the
 * chosen brand and practice today, when an entry first earns one, and the next day the best
 * reward on offer rises (a new offer, or the practice's next preferred window). For a signed-in
 * patient, with their history: amounts, their wearer type, and no eligible date before the
 * annual limit has room.
 */
export function eligibleRewardsAt(input: EligibleRewardsInput): EligibleRewards {
  const today = rewardsOn(input.today, input);
  const memo = new Map<string, EligibleReward[]>();
  const later = changeDays(input.today, input.programs).map((day) => {
    const key = `${subPhaseAt(day)?.name}|${isPreferredActive(input.programs, day)}`;
    let rewards = memo.get(key);
    if (!rewards) memo.set(key, (rewards = rewardsOn(day, input)));
    return { day, rewards };
  });
  // A patient also waits for the annual limit to make room for the supply (the smallest if none).
  const roomFrom = input.patient
    ? nextEligibleDay(input.patient.priorPurchases, input.today, input.months ?? SUPPLY_MONTHS[0])
    : input.today;
  const eligibleDate =
    roomFrom === input.today && today.length > 0
      ? input.today
      : roomFrom > input.today && rewardsOn(roomFrom, input).length > 0
        ? roomFrom
        : (later.find((d) => d.day > roomFrom && d.rewards.length > 0)?.day ?? null);
  const nextRewardDate = later.find((d) => best(d.rewards) > best(today))?.day ?? null;
  return {
    eligibleRewards: today,
    eligibleDate,
    nextRewardDate,
    patientType: input.patient?.patientType ?? null,
    displayCheckBackText: nextRewardDate !== null,
  };
}

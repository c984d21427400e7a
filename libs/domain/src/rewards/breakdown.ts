// The rewards breakdown of spec 000 §3, in whole dollars.

export interface BonusRewards {
  readonly preferredPractice: number;
}

export interface RewardsBreakdown {
  readonly baseReward: number;
  readonly bonusRewards: BonusRewards;
  readonly trueUpReward: number;
  /** Keyed by code class, largest first (spec 000 §9). */
  readonly promocodeRewards: Readonly<Record<string, number>>;
  readonly promocodeReward: number;
  readonly totalReward: number;
}

export interface PromoAward {
  readonly codeClass: string;
  readonly award: number;
}

/** Whole, non-negative dollars. */
export const wholeDollars = (amount: number): number =>
  Number.isFinite(amount) ? Math.max(0, Math.round(amount)) : 0;

/** Promo rewards by class, sorted by amount descending (then class name, so order is stable). */
export function promoRewardsByClass(promos: readonly PromoAward[]): Record<string, number> {
  const totals = new Map<string, number>();
  for (const { codeClass, award } of promos) {
    totals.set(codeClass, (totals.get(codeClass) ?? 0) + wholeDollars(award));
  }
  const sorted = [...totals].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1));
  return Object.fromEntries(sorted);
}

export const sumOf = (amounts: readonly number[]): number =>
  amounts.reduce((total, amount) => total + amount, 0);

export function totalOf(b: Omit<RewardsBreakdown, 'totalReward'>): number {
  return b.baseReward + sumOf(Object.values(b.bonusRewards)) + b.trueUpReward + b.promocodeReward;
}

import { type SupplyMonths } from '@lens/domain';

export type EnhancementDisclaimer = 'terms' | 'card' | 'preferred' | 'nineMonth' | 'threeSixMonth';

/**
 * The estimator results' extra disclaimers when `rewardsEstimatorEnhancements` is on (spec 000
 * §2): terms and card always, preferred when a preferred practice is involved, and the note for
 * the supply chosen (9 months, or 3 and 6 months).
 */
export function enhancementDisclaimers(context: {
  enabled: boolean;
  preferred: boolean;
  amount: SupplyMonths | null;
}): EnhancementDisclaimer[] {
  if (!context.enabled) return [];
  return [
    'terms',
    'card',
    ...(context.preferred ? (['preferred'] as const) : []),
    ...(context.amount === 9 ? (['nineMonth'] as const) : []),
    ...(context.amount === 3 || context.amount === 6 ? (['threeSixMonth'] as const) : []),
  ];
}

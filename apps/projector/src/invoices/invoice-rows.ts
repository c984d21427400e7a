import { type RewardsBreakdown, decodeSubmissionEvent, rewardParts } from '@lens/domain';
import type { RecordedEvent } from '@lens/event-store';
import { instant, int, num, record } from '../row-folds/row-folds';

/** One invoice line for finance: one per reward part of an entry whose card was ordered. */
export interface InvoiceRow {
  invoice_id: string;
  entry_id: string;
  submission_id: string;
  invoice_date: string;
  value: number;
  invoice_type: string;
  fulfillment_type: string;
  jira_id: string | null;
  confirmation_code: string | null;
  created_at: string;
}

/** The reward as the order event carries it; malformed parts read as zero (no line). */
function rewardsOf(value: RewardsBreakdown): RewardsBreakdown {
  const rewards = record(value);
  const promos = record(rewards.promocodeRewards);
  return {
    baseReward: int(rewards.baseReward) ?? 0,
    bonusRewards: { preferredPractice: int(record(rewards.bonusRewards).preferredPractice) ?? 0 },
    trueUpReward: int(rewards.trueUpReward) ?? 0,
    promocodeRewards: Object.fromEntries(
      Object.entries(promos).map(([codeClass, amount]) => [codeClass, num(amount) ?? 0]),
    ),
    promocodeReward: int(rewards.promocodeReward) ?? 0,
    totalReward: int(rewards.totalReward) ?? 0,
  };
}

/**
 * An entry's invoice lines after one more event. The card order is what is invoiced: its day is
 * the invoice date, its reward breakdown gives one line per part (base, preferred_bonus,
 * true_up, promo:<class>). An entry has one card order, so one set of lines.
 */
export function foldInvoices(
  rows: readonly InvoiceRow[],
  recorded: RecordedEvent,
  submissionId: string,
): InvoiceRow[] {
  const event = decodeSubmissionEvent(recorded);
  if (event?.type !== 'RewardCardOrdered') return [...rows];
  const { data } = event;
  const orderedAt = instant(data.orderedAt) ?? recorded.recordedAt.toISOString();
  return rewardParts(rewardsOf(data.rewards)).map((part) => ({
    invoice_id: `${submissionId}:${part.type}`,
    entry_id: submissionId,
    submission_id: submissionId,
    invoice_date: orderedAt.slice(0, 10),
    value: part.value,
    invoice_type: part.type,
    fulfillment_type: data.fulfillmentType,
    jira_id: null,
    confirmation_code: data.confirmationCode,
    created_at: recorded.recordedAt.toISOString(),
  }));
}

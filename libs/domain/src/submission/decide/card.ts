// The prepaid reward card of an approved entry: ordered once, mailed once.
import { type MarkRewardCardMailed, type OrderRewardCard } from '../submission.commands';
import { type Confirmation, type SubmissionState } from '../submission';
import { isCardExpiry, isMaskedCardNumber } from '../reward-card';
import { accept, err } from '../../core/result';
import { isoTimestamp } from '../../time/days';
import { illegalStatus, withEntry, type SubmissionDecision, type SubmissionEnv } from './shared';

/** A full card number, or an expiry not as printed, never reaches an event. */
function invalidCardDetail(data: OrderRewardCard['data']): 'maskedNumber' | 'expiry' | null {
  if (data.maskedNumber != null && !isMaskedCardNumber(data.maskedNumber)) return 'maskedNumber';
  if (data.expiry != null && !isCardExpiry(data.expiry)) return 'expiry';
  return null;
}

export function orderRewardCard(
  command: OrderRewardCard,
  state: SubmissionState,
  env: SubmissionEnv,
): SubmissionDecision {
  return withEntry(state, (entry) => {
    const { orderId } = command.data;
    if (entry.status !== 'approved') return illegalStatus(command.type, entry);
    if (entry.card) {
      return entry.card.orderId === orderId
        ? accept()
        : err({ code: 'CARD_ALREADY_ORDERED', orderId: entry.card.orderId });
    }
    const invalid = invalidCardDetail(command.data);
    if (invalid) return err({ code: 'CARD_DETAILS_INVALID', field: invalid });
    // An approved entry has always been confirmed, so its reward is known.
    const { rewards, confirmationCode } = entry.confirmation as Confirmation;
    return accept({
      type: 'RewardCardOrdered',
      data: {
        submissionId: entry.submissionId,
        orderId,
        amount: rewards.totalReward,
        rewards,
        confirmationCode,
        fulfillmentType: command.data.fulfillmentType ?? 'physical_card',
        maskedNumber: command.data.maskedNumber ?? null,
        expiry: command.data.expiry ?? null,
        orderedAt: isoTimestamp(env.now),
      },
    });
  });
}

export function markRewardCardMailed(
  command: MarkRewardCardMailed,
  state: SubmissionState,
  env: SubmissionEnv,
): SubmissionDecision {
  return withEntry(state, (entry) => {
    const { orderId, trackingId } = command.data;
    if (!entry.card || entry.card.orderId !== orderId) return err({ code: 'CARD_NOT_ORDERED' });
    if (entry.card.mailedAt !== null) return accept();
    return accept({
      type: 'RewardCardMailed',
      data: {
        submissionId: entry.submissionId,
        orderId,
        trackingId: trackingId ?? null,
        mailedAt: isoTimestamp(env.now),
      },
    });
  });
}

import {
  type SubmissionCommand,
  type SubmissionEntryState,
  type SubmissionState,
  err,
  estimateReward,
  isExpressEntry,
  isPreferredActive,
  submissionDecider,
} from '@lens/domain';
import type { ExpressClaimView } from '@lens/validation';

/**
 * The owner of an express entry until (and after) it is claimed: no patient profile owns it, so
 * no profile's purchase-flow call can reach it (they answer 404 for another owner's entry).
 */
export const EXPRESS_OWNER = 'express';

/** The submission decider, refusing as "not found" an entry no practice created. */
export const expressDecider: typeof submissionDecider = {
  ...submissionDecider,
  decide: (command: SubmissionCommand, state: SubmissionState, env) =>
    state.kind === 'entry' && !isExpressEntry(state)
      ? err({ code: 'EXPRESS_ENTRY_NOT_FOUND' })
      : submissionDecider.decide(command, state, env),
};

export type ExpressClaimState = 'open' | 'claimed' | 'declined' | 'confirmed';

export function claimStateOf(entry: SubmissionEntryState): ExpressClaimState {
  if (entry.confirmation) return 'confirmed';
  if (entry.express?.declinedAt) return 'declined';
  return entry.express?.claimant ? 'claimed' : 'open';
}

/**
 * What the holder of the link may see (GET /api/express-claims/:id): the practice, the purchase
 * and its reward, and where the claim stands. Never the claimant's details, never other ids.
 */
export function publicView(
  entry: SubmissionEntryState,
  practice: { display_name: string; city: string; state: string } | null,
): ExpressClaimView {
  const supplies = entry.supplies;
  const brands = supplies
    ? [supplies.supplies.brand_r, supplies.supplies.brand_l].filter((b) => b !== null)
    : [];
  const months = supplies?.supplies.supplyLength ?? null;
  const programs = supplies?.practice.programs ?? {};
  const estimate =
    brands[0] && months
      ? estimateReward({
          date: entry.purchaseDate,
          brand: brands[0],
          months,
          preferredActive: isPreferredActive(programs, entry.purchaseDate),
        })
      : null;
  const rewards = entry.confirmation?.rewards;
  return {
    submissionId: entry.submissionId,
    entryType: entry.entryType,
    state: claimStateOf(entry),
    status: entry.status,
    purchaseDate: entry.purchaseDate,
    brands: [...new Set(brands)],
    supplyLength: months,
    practice: practice && {
      display_name: practice.display_name,
      city: practice.city,
      state: practice.state,
    },
    reward: rewards
      ? { total: rewards.totalReward }
      : estimate?.ok
        ? { total: estimate.value.awardAmount + estimate.value.bonusAmount }
        : null,
    photoAttached: entry.receiptImage !== null,
    confirmationCode: entry.confirmation?.confirmationCode ?? null,
  };
}

export type { ExpressClaimView };

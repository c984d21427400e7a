import { type PromoCodeApplied, decodeSubmissionEvent, sameCode } from '@lens/domain';
import type { RecordedEvent } from '@lens/event-store';
import { instant, int } from '../row-folds/row-folds';

/** One promo code on one entry: applied (maybe removed, maybe applied again), and confirmed. */
export interface PromoUsageRow {
  submission_id: string;
  /** Upper case: codes compare case-insensitively. */
  code_key: string;
  /** As the promotion spells it. */
  code: string;
  code_class: string;
  award: number;
  combine_classes: string[];
  active: boolean;
  applied_at: string | null;
  removed_at: string | null;
  removal_reason: string | null;
  /** The entry was confirmed while the code was on it: the code has been used. */
  confirmed_at: string | null;
  updated_at: string;
  /** The stream revision last folded in (an append may have written the row inline). */
  last_revision: number;
}

const applied = (id: string, data: PromoCodeApplied['data'], at: string): PromoUsageRow => ({
  submission_id: id,
  code_key: data.code.toUpperCase(),
  code: data.code,
  code_class: data.codeClass,
  award: int(data.award) ?? 0,
  combine_classes: data.combineClasses.filter((c) => typeof c === 'string'),
  active: true,
  applied_at: instant(data.appliedAt),
  removed_at: null,
  removal_reason: null,
  confirmed_at: null,
  updated_at: at,
  last_revision: -1,
});

/** The rows of one submission stream after one more of its events. */
export function foldPromoUsage(
  rows: readonly PromoUsageRow[],
  recorded: RecordedEvent,
  id: string,
): PromoUsageRow[] {
  const at = recorded.recordedAt.toISOString();
  const event = decodeSubmissionEvent(recorded);
  switch (event?.type) {
    case 'PromoCodeApplied': {
      const row = applied(id, event.data, at);
      return [...rows.filter((r) => r.code_key !== row.code_key), row];
    }
    case 'PromoCodeRemoved': {
      const { data } = event;
      return rows.map((r) =>
        r.active && sameCode(r.code, data.code)
          ? {
              ...r,
              active: false,
              removed_at: instant(data.removedAt),
              removal_reason: data.reason,
              updated_at: at,
            }
          : r,
      );
    }
    case 'SubmissionConfirmed': {
      const { data } = event;
      return rows.map((r) =>
        r.active && r.confirmed_at === null
          ? { ...r, confirmed_at: instant(data.completedAt), updated_at: at }
          : r,
      );
    }
    default:
      return [...rows];
  }
}

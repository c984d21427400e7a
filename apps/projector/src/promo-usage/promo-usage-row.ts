import { sameCode } from '@lens/domain';
import type { RecordedEvent } from '@lens/event-store';
import { dataOf, instant, int, text, texts } from '../row-folds/row-folds';

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
}

const applied = (id: string, event: RecordedEvent): PromoUsageRow => {
  const data = dataOf(event);
  const code = text(data.code) ?? '';
  return {
    submission_id: id,
    code_key: code.toUpperCase(),
    code,
    code_class: text(data.codeClass) ?? '',
    award: int(data.award) ?? 0,
    combine_classes: texts(data.combineClasses),
    active: true,
    applied_at: instant(data.appliedAt),
    removed_at: null,
    removal_reason: null,
    confirmed_at: null,
    updated_at: event.recordedAt.toISOString(),
  };
};

/** The rows of one submission stream after one more of its events. */
export function foldPromoUsage(
  rows: readonly PromoUsageRow[],
  event: RecordedEvent,
  id: string,
): PromoUsageRow[] {
  const data = dataOf(event);
  const at = event.recordedAt.toISOString();
  switch (event.type) {
    case 'PromoCodeApplied': {
      const row = applied(id, event);
      return [...rows.filter((r) => r.code_key !== row.code_key), row];
    }
    case 'PromoCodeRemoved': {
      const code = text(data.code) ?? '';
      return rows.map((r) =>
        r.active && sameCode(r.code, code)
          ? {
              ...r,
              active: false,
              removed_at: instant(data.removedAt),
              removal_reason: text(data.reason),
              updated_at: at,
            }
          : r,
      );
    }
    case 'SubmissionConfirmed':
      return rows.map((r) =>
        r.active && r.confirmed_at === null
          ? { ...r, confirmed_at: instant(data.completedAt), updated_at: at }
          : r,
      );
    default:
      return [...rows];
  }
}

import {
  CODE_CLASS_EVENT_TYPES,
  PROMOTION_EVENT_TYPES,
  decodeCodeClassEvent,
  decodePromotionEvent,
} from '@lens/domain';
import type { RecordedEvent } from '@lens/event-store';
import { type StreamRows, day, int, singleRow, text } from '../row-folds/row-folds';

export const PROMOTIONS_EVENT_TYPES: ReadonlySet<string> = new Set([
  ...PROMOTION_EVENT_TYPES,
  ...CODE_CLASS_EVENT_TYPES,
]);

/** A promotion and its one code (`promotion-<id>`). */
export interface PromotionRow {
  promotion_id: string;
  code: string | null;
  /** Upper case, for case-insensitive lookups. */
  code_key: string | null;
  promotion_name: string | null;
  display_name: string | null;
  jira_issue_id: string | null;
  start_date: string | null;
  end_date: string | null;
  eligible_brands: string[];
  patient_types: string[];
  entry_types: string[];
  both_eyes: boolean;
  award: number;
  practice_saps: string[];
  practice_scg_keys: string[];
  created_at: string | null;
  updated_at: string;
}

const newPromotion = (id: string, at: string): PromotionRow => ({
  promotion_id: id,
  code: null,
  code_key: null,
  promotion_name: null,
  display_name: null,
  jira_issue_id: null,
  start_date: null,
  end_date: null,
  eligible_brands: [],
  patient_types: [],
  entry_types: [],
  both_eyes: false,
  award: 0,
  practice_saps: [],
  practice_scg_keys: [],
  created_at: null,
  updated_at: at,
});

/** Values of a list the domain types; kept to strings (nested shapes are not decoded). */
const strings = (values: unknown): string[] =>
  Array.isArray(values) ? values.filter((v): v is string => typeof v === 'string') : [];

function evolvePromotionRow(row: PromotionRow, recorded: RecordedEvent): PromotionRow {
  const next = { ...row, updated_at: recorded.recordedAt.toISOString() };
  const event = decodePromotionEvent(recorded);
  switch (event?.type) {
    case 'PromotionCreated':
    case 'PromotionRevised': {
      const { code, definition: d } = event.data;
      return {
        ...next,
        code,
        code_key: code.toUpperCase(),
        promotion_name: text(d.promotion_name),
        display_name: text(d.display_name),
        jira_issue_id: text(d.jira_issue_id),
        start_date: day(d.start_date),
        end_date: day(d.end_date),
        eligible_brands: strings(d.eligible_brands),
        patient_types: strings(d.patient_types),
        entry_types: strings(d.entry_types),
        both_eyes: d.both_eyes === true,
        award: int(d.award) ?? 0,
        created_at: event.type === 'PromotionCreated' ? next.updated_at : row.created_at,
      };
    }
    case 'PromotionPracticeListSet': {
      const values = strings(event.data.values);
      return event.data.type === 'scg_key'
        ? { ...next, practice_scg_keys: values }
        : { ...next, practice_saps: values };
    }
    default:
      return next;
  }
}

export const promotionRows: StreamRows<PromotionRow> = {
  prefix: 'promotion',
  streamColumn: 'promotion_id',
  fold: singleRow(newPromotion, evolvePromotionRow),
  table: {
    table: 'promotions',
    key: ['promotion_id'],
    columns: [
      'promotion_id',
      'code',
      'code_key',
      'promotion_name',
      'display_name',
      'jira_issue_id',
      'start_date',
      'end_date',
      'eligible_brands',
      'patient_types',
      'entry_types',
      'both_eyes',
      'award',
      'practice_saps',
      'practice_scg_keys',
      'created_at',
      'updated_at',
    ],
  },
};

/** A code class and the classes it combines with (`codeclass-<code_class>`). */
export interface CodeClassRow {
  code_class: string;
  combine_classes: string[];
  updated_at: string;
}

export const codeClassRows: StreamRows<CodeClassRow> = {
  prefix: 'codeclass',
  streamColumn: 'code_class',
  fold: singleRow(
    (id, at): CodeClassRow => ({ code_class: id, combine_classes: [], updated_at: at }),
    (row, recorded) => {
      const event = decodeCodeClassEvent(recorded);
      return {
        ...row,
        combine_classes:
          event?.type === 'CombineClassesSet'
            ? strings(event.data.combineClasses)
            : row.combine_classes,
        updated_at: recorded.recordedAt.toISOString(),
      };
    },
  ),
  table: {
    table: 'code_classes',
    key: ['code_class'],
    columns: ['code_class', 'combine_classes', 'updated_at'],
  },
};

/** One row per code in a class (from the class's stream), for finding a code's class. */
export interface ClassMemberRow {
  code_class: string;
  code_key: string;
  added_at: string;
}

export const classMemberRows: StreamRows<ClassMemberRow> = {
  prefix: 'codeclass',
  streamColumn: 'code_class',
  fold: (rows, recorded, id) => {
    const event = decodeCodeClassEvent(recorded);
    if (event?.type !== 'CodeClassDefined') return [...rows];
    const code = event.data.code.toUpperCase();
    if (!code || rows.some((r) => r.code_key === code)) return [...rows];
    return [
      ...rows,
      { code_class: id, code_key: code, added_at: recorded.recordedAt.toISOString() },
    ];
  },
  table: {
    table: 'code_class_members',
    key: ['code_class', 'code_key'],
    columns: ['code_class', 'code_key', 'added_at'],
  },
};

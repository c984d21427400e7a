// Promotion stream (`promotion-<id>`): an admin's promotion, the one code that pays it, and the
// practices it is limited to. The id is the code in upper case, so one code names one promotion
// and creating the stream is what makes the code unique.
import { type PROMO_ENTITY_UPLOAD_TYPES } from '../catalog/codes';
import { type Message } from '../core/event';
import { accept, err, type Decision } from '../core/result';
import { isoTimestamp, isIsoDay, type Instant } from '../time/days';
import { type Promotion, type PromotionPractices } from './promotion';

type Timestamp = string;

/** The promotion as an admin defines it; its practice lists are set apart (promo entity upload). */
export type PromotionDefinition = Omit<Promotion, 'practices'>;

export type PracticeListType = (typeof PROMO_ENTITY_UPLOAD_TYPES)[number];

export type PromotionCreated = Message<
  'PromotionCreated',
  { promotionId: string; code: string; definition: PromotionDefinition; createdAt: Timestamp }
>;

export type PromotionPracticeListSet = Message<
  'PromotionPracticeListSet',
  {
    promotionId: string;
    code: string;
    type: PracticeListType;
    values: readonly string[];
    setAt: Timestamp;
  }
>;

/** An admin edited the promotion: its definition as a whole (the code stays). */
export type PromotionRevised = Message<
  'PromotionRevised',
  { promotionId: string; code: string; definition: PromotionDefinition; revisedAt: Timestamp }
>;

export type PromotionEvent = PromotionCreated | PromotionPracticeListSet | PromotionRevised;

export const PROMOTION_EVENT_TYPES = [
  'PromotionCreated',
  'PromotionPracticeListSet',
  'PromotionRevised',
] as const satisfies readonly PromotionEvent['type'][];

export type PromotionState =
  | { readonly kind: 'none' }
  | {
      readonly kind: 'created';
      readonly promotionId: string;
      readonly code: string;
      readonly definition: PromotionDefinition;
      readonly practices: Required<PromotionPractices>;
    };

export const initialPromotionState = (): PromotionState => ({ kind: 'none' });

export function evolvePromotion(state: PromotionState, event: PromotionEvent): PromotionState {
  switch (event.type) {
    case 'PromotionCreated': {
      const { promotionId, code, definition } = event.data;
      return {
        kind: 'created',
        promotionId,
        code,
        definition,
        practices: { saps: [], scg_keys: [] },
      };
    }
    case 'PromotionPracticeListSet': {
      if (state.kind === 'none') return state;
      const key = event.data.type === 'sap' ? 'saps' : 'scg_keys';
      return { ...state, practices: { ...state.practices, [key]: event.data.values } };
    }
    case 'PromotionRevised':
      return state.kind === 'none' ? state : { ...state, definition: event.data.definition };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

/** The stream id part for a code: codes compare case-insensitively, so the id is upper case. */
export const promotionIdOf = (code: string): string => code.trim().toUpperCase();

export type CreatePromotion = Message<
  'CreatePromotion',
  { code: string; definition: PromotionDefinition }
>;

export type SetPromotionPracticeList = Message<
  'SetPromotionPracticeList',
  { code: string; type: PracticeListType; values: readonly string[] }
>;

export type RevisePromotion = Message<
  'RevisePromotion',
  { code: string; definition: PromotionDefinition }
>;

export type PromotionCommand = CreatePromotion | SetPromotionPracticeList | RevisePromotion;

export type PromotionError =
  | { readonly code: 'PROMO_CODE_REQUIRED' }
  | { readonly code: 'PROMOTION_EXISTS'; readonly field: 'code' }
  | { readonly code: 'PROMOTION_NOT_FOUND'; readonly field: 'code' }
  | { readonly code: 'PROMOTION_WINDOW_INVALID'; readonly field: 'end_date' }
  | { readonly code: 'PROMOTION_AWARD_INVALID'; readonly field: 'award' };

export interface PromotionEnv {
  readonly now: Instant;
}

export type PromotionDecision = Decision<PromotionEvent, PromotionError>;

const sameDefinition = (a: PromotionDefinition, b: PromotionDefinition): boolean =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/** The window and award every definition must have, created or revised. */
function definitionError(definition: PromotionDefinition) {
  const { start_date: start, end_date: end } = definition;
  if (!isIsoDay(start) || !isIsoDay(end) || end < start) {
    return err({ code: 'PROMOTION_WINDOW_INVALID', field: 'end_date' } as const);
  }
  if (!Number.isFinite(definition.award) || definition.award < 0) {
    return err({ code: 'PROMOTION_AWARD_INVALID', field: 'award' } as const);
  }
  return undefined;
}

function create(command: CreatePromotion, state: PromotionState, env: PromotionEnv) {
  const { code, definition } = command.data;
  if (code.trim() === '') return err({ code: 'PROMO_CODE_REQUIRED' } as const);
  const invalid = definitionError(definition);
  if (invalid) return invalid;
  if (state.kind === 'created') {
    // Seeding twice is harmless; a different promotion under the same code is not.
    return sameDefinition(state.definition, definition)
      ? accept<PromotionEvent>()
      : err({ code: 'PROMOTION_EXISTS', field: 'code' } as const);
  }
  return accept<PromotionEvent>({
    type: 'PromotionCreated',
    data: {
      promotionId: promotionIdOf(code),
      code: code.trim(),
      definition,
      createdAt: isoTimestamp(env.now),
    },
  });
}

/** Edits a promotion's definition; the same definition again decides nothing. */
function revise(
  command: RevisePromotion,
  state: PromotionState,
  env: PromotionEnv,
): PromotionDecision {
  if (state.kind === 'none') return err({ code: 'PROMOTION_NOT_FOUND', field: 'code' });
  const { definition } = command.data;
  const invalid = definitionError(definition);
  if (invalid) return invalid;
  if (sameDefinition(state.definition, definition)) return accept();
  return accept({
    type: 'PromotionRevised',
    data: {
      promotionId: state.promotionId,
      code: state.code,
      definition,
      revisedAt: isoTimestamp(env.now),
    },
  });
}

function setPracticeList(
  command: SetPromotionPracticeList,
  state: PromotionState,
  env: PromotionEnv,
): PromotionDecision {
  if (state.kind === 'none') return err({ code: 'PROMOTION_NOT_FOUND', field: 'code' });
  const values = [...new Set(command.data.values.map((v) => v.trim()).filter((v) => v !== ''))];
  const current = command.data.type === 'sap' ? state.practices.saps : state.practices.scg_keys;
  if (JSON.stringify(current) === JSON.stringify(values)) return accept();
  return accept({
    type: 'PromotionPracticeListSet',
    data: {
      promotionId: state.promotionId,
      code: state.code,
      type: command.data.type,
      values,
      setAt: isoTimestamp(env.now),
    },
  });
}

export function decidePromotion(
  command: PromotionCommand,
  state: PromotionState,
  env: PromotionEnv,
): PromotionDecision {
  switch (command.type) {
    case 'CreatePromotion':
      return create(command, state, env);
    case 'SetPromotionPracticeList':
      return setPracticeList(command, state, env);
    case 'RevisePromotion':
      return revise(command, state, env);
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

export const promotionDecider = {
  decide: decidePromotion,
  evolve: evolvePromotion,
  initialState: initialPromotionState,
};

// Code class stream (`codeclass-<code_class>`): the promo codes in a class and the classes it
// stacks with once codes stack (spec 001 §3, 000 §4). Class names compare exactly, as
// `classesCombine` does; codes compare case-insensitively.
import { type Message } from '../core/event';
import { accept, err, type Decision } from '../core/result';
import { isoTimestamp, type Instant } from '../time/days';
import { sameCode } from './stacking';

type Timestamp = string;

export type CodeClassDefined = Message<
  'CodeClassDefined',
  { codeClass: string; code: string; definedAt: Timestamp }
>;

export type CombineClassesSet = Message<
  'CombineClassesSet',
  { codeClass: string; combineClasses: readonly string[]; setAt: Timestamp }
>;

export type CodeClassEvent = CodeClassDefined | CombineClassesSet;

export const CODE_CLASS_EVENT_TYPES = [
  'CodeClassDefined',
  'CombineClassesSet',
] as const satisfies readonly CodeClassEvent['type'][];

export type CodeClassState =
  | { readonly kind: 'none' }
  | {
      readonly kind: 'defined';
      readonly codeClass: string;
      readonly codes: readonly string[];
      readonly combineClasses: readonly string[];
    };

export const initialCodeClassState = (): CodeClassState => ({ kind: 'none' });

export function evolveCodeClass(state: CodeClassState, event: CodeClassEvent): CodeClassState {
  switch (event.type) {
    case 'CodeClassDefined': {
      const { codeClass, code } = event.data;
      return state.kind === 'none'
        ? { kind: 'defined', codeClass, codes: [code], combineClasses: [] }
        : { ...state, codes: [...state.codes, code] };
    }
    case 'CombineClassesSet':
      return state.kind === 'none'
        ? state
        : { ...state, combineClasses: event.data.combineClasses };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

/** Puts a code into the class (creating the class with its first code). */
export type DefineCodeClass = Message<'DefineCodeClass', { codeClass: string; code: string }>;

export type SetCombineClasses = Message<
  'SetCombineClasses',
  { codeClass: string; combineClasses: readonly string[] }
>;

export type CodeClassCommand = DefineCodeClass | SetCombineClasses;

export type CodeClassError =
  | { readonly code: 'CODE_CLASS_REQUIRED'; readonly field: 'code_class' }
  | { readonly code: 'PROMO_CODE_REQUIRED'; readonly field: 'code' }
  | { readonly code: 'CODE_CLASS_NOT_FOUND'; readonly field: 'code_class' }
  | { readonly code: 'COMBINE_WITH_ITSELF'; readonly field: 'combine_classes' };

export interface CodeClassEnv {
  readonly now: Instant;
}

export type CodeClassDecision = Decision<CodeClassEvent, CodeClassError>;

function define(command: DefineCodeClass, state: CodeClassState, env: CodeClassEnv) {
  const codeClass = command.data.codeClass.trim();
  const code = command.data.code.trim().toUpperCase();
  if (codeClass === '') return err({ code: 'CODE_CLASS_REQUIRED', field: 'code_class' } as const);
  if (code === '') return err({ code: 'PROMO_CODE_REQUIRED', field: 'code' } as const);
  if (state.kind === 'defined' && state.codes.some((c) => sameCode(c, code))) {
    return accept<CodeClassEvent>();
  }
  return accept<CodeClassEvent>({
    type: 'CodeClassDefined',
    data: { codeClass, code, definedAt: isoTimestamp(env.now) },
  });
}

function setCombineClasses(
  command: SetCombineClasses,
  state: CodeClassState,
  env: CodeClassEnv,
): CodeClassDecision {
  if (state.kind === 'none') return err({ code: 'CODE_CLASS_NOT_FOUND', field: 'code_class' });
  const classes = [
    ...new Set(command.data.combineClasses.map((c) => c.trim()).filter((c) => c !== '')),
  ].sort();
  if (classes.includes(state.codeClass)) {
    return err({ code: 'COMBINE_WITH_ITSELF', field: 'combine_classes' });
  }
  if (JSON.stringify(classes) === JSON.stringify(state.combineClasses)) return accept();
  return accept({
    type: 'CombineClassesSet',
    data: { codeClass: state.codeClass, combineClasses: classes, setAt: isoTimestamp(env.now) },
  });
}

export function decideCodeClass(
  command: CodeClassCommand,
  state: CodeClassState,
  env: CodeClassEnv,
): CodeClassDecision {
  switch (command.type) {
    case 'DefineCodeClass':
      return define(command, state, env);
    case 'SetCombineClasses':
      return setCombineClasses(command, state, env);
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

export const codeClassDecider = {
  decide: decideCodeClass,
  evolve: evolveCodeClass,
  initialState: initialCodeClassState,
};

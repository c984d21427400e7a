import { deciderSpecification } from '../testing/decider-specification';
import {
  codeClassDecider,
  evolveCodeClass,
  initialCodeClassState,
  type CodeClassDefined,
  type CombineClassesSet,
} from './code-class-stream';

const NOW = Date.UTC(2025, 6, 1, 9);
const AT = '2025-07-01T09:00:00.000Z';
const spec = deciderSpecification(codeClassDecider, { now: NOW });

const defined = (code = 'SUMMER25'): CodeClassDefined => ({
  type: 'CodeClassDefined',
  data: { codeClass: 'seasonal', code, definedAt: AT },
});
const combined = (combineClasses: string[]): CombineClassesSet => ({
  type: 'CombineClassesSet',
  data: { codeClass: 'seasonal', combineClasses, setAt: AT },
});

describe('code class stream', () => {
  it('defines a class with its first code (upper case)', () => {
    spec
      .given([])
      .when({ type: 'DefineCodeClass', data: { codeClass: ' seasonal ', code: 'summer25' } })
      .then([defined()]);
  });

  it('adds more codes; a code already in the class decides nothing', () => {
    spec
      .given([defined()])
      .when({ type: 'DefineCodeClass', data: { codeClass: 'seasonal', code: 'FALL25' } })
      .then([defined('FALL25')]);
    spec
      .given([defined()])
      .when({ type: 'DefineCodeClass', data: { codeClass: 'seasonal', code: 'Summer25' } })
      .thenNothingHappens();
    const state = [defined(), defined('FALL25')].reduce(evolveCodeClass, initialCodeClassState());
    expect(state.kind === 'defined' && state.codes).toEqual(['SUMMER25', 'FALL25']);
  });

  it.each([
    [' ', 'X', 'CODE_CLASS_REQUIRED'],
    ['seasonal', ' ', 'PROMO_CODE_REQUIRED'],
  ] as const)('refuses class %j with code %j', (codeClass, code, error) => {
    spec
      .given([])
      .when({ type: 'DefineCodeClass', data: { codeClass, code } })
      .thenFails({ code: error });
  });

  it('sets the classes it combines with, sorted and without repeats', () => {
    spec
      .given([defined()])
      .when({
        type: 'SetCombineClasses',
        data: { codeClass: 'seasonal', combineClasses: ['welcome', 'ecp', 'ecp ', ''] },
      })
      .then([combined(['ecp', 'welcome'])]);
  });

  it('the same classes again decide nothing', () => {
    spec
      .given([defined(), combined(['ecp'])])
      .when({ type: 'SetCombineClasses', data: { codeClass: 'seasonal', combineClasses: ['ecp'] } })
      .thenNothingHappens();
  });

  it('refuses combining with itself, and an unknown class', () => {
    spec
      .given([defined()])
      .when({
        type: 'SetCombineClasses',
        data: { codeClass: 'seasonal', combineClasses: ['seasonal'] },
      })
      .thenFails({ code: 'COMBINE_WITH_ITSELF' });
    spec
      .given([])
      .when({ type: 'SetCombineClasses', data: { codeClass: 'nope', combineClasses: [] } })
      .thenFails({ code: 'CODE_CLASS_NOT_FOUND' });
    expect(evolveCodeClass(initialCodeClassState(), combined(['x']))).toEqual({ kind: 'none' });
  });
});

// given events / when command / then events, for any decider of this library.
import { type Decision } from '../core/result';

export interface Decider<State, Command, Event, Env, Error> {
  decide(command: Command, state: State, env: Env): Decision<Event, Error>;
  evolve(state: State, event: Event): State;
  initialState(): State;
}

export function deciderSpecification<State, Command, Event, Env, Error>(
  decider: Decider<State, Command, Event, Env, Error>,
  env: Env,
) {
  return {
    given(events: readonly Event[]) {
      const state = events.reduce(decider.evolve, decider.initialState());
      return {
        when(command: Command) {
          const result = decider.decide(command, state, env);
          return {
            result,
            then(expected: readonly Event[]) {
              expect(result).toEqual({ ok: true, events: expected });
            },
            thenNothingHappens() {
              expect(result).toEqual({ ok: true, events: [] });
            },
            thenFails(error: Partial<Error>) {
              expect(result).toEqual({ ok: false, error: expect.objectContaining(error) });
            },
          };
        },
      };
    },
  };
}

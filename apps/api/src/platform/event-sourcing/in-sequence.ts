import type { Decider } from './write-aggregate';

type Event = { readonly type: string; readonly data: unknown };

/**
 * A decider for several commands in a row, each decided on the state the previous ones left:
 * with `writeAggregate`, an admin's override (grant the exception, then approve) is one
 * decision whose events are appended together, or not at all.
 */
export function inSequence<State, Command, Env, Error extends { code: string }>(
  decider: Decider<State, Command, Env, Error>,
): Decider<State, readonly Command[], Env, Error> {
  const evolve = decider.evolve as (state: State, event: Event) => State;
  return {
    initialState: decider.initialState,
    evolve: decider.evolve,
    decide(commands, state, env) {
      let current = state;
      const events: Event[] = [];
      for (const command of commands) {
        const decision = decider.decide(command, current, env);
        if (!decision.ok) return decision;
        for (const event of decision.events) {
          current = evolve(current, event);
          events.push(event);
        }
      }
      return { ok: true, events };
    },
  };
}

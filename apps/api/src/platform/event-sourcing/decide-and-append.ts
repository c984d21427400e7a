import type { Checkpoint, EventStore, ExpectedRevision, InlineWork } from '@lens/event-store';
import { Failure } from '../http/failure';
import { type CommandContext, metadataOf } from './command-context';

type Event = { readonly type: string; readonly data: unknown };

/** A domain decider: plain functions from libs/domain. */
export interface Decider<State, Command, Env, Error extends { code: string }> {
  initialState(): State;
  evolve(state: State, event: never): State;
  decide(
    command: Command,
    state: State,
    env: Env,
  ): { ok: true; events: readonly Event[] } | { ok: false; error: Error };
}

export interface Outcome<State> {
  /** The state after the new events. */
  state: State;
  events: readonly Event[];
  /** Where the last new event sits in $all; null when the command changed nothing. */
  position: Checkpoint | null;
  revision: number;
  /** The read models written inline were written with the events (see `decideAndAppend`). */
  inline: boolean;
}

/**
 * Folds a stream into the decider's state, every event as stored. The write side does not drop
 * an event that does not decode (the read side does): a stream's state that left one out would
 * decide as if it never happened, and the append at the revision read would then succeed.
 */
export async function load<State>(
  store: EventStore,
  stream: string,
  decider: Pick<Decider<State, unknown, unknown, { code: string }>, 'initialState' | 'evolve'>,
): Promise<Loaded<State>> {
  const recorded = await store.readStream(stream);
  const evolve = decider.evolve as (state: State, event: Event) => State;
  const state = recorded.reduce(
    (current, event) => evolve(current, { type: event.type, data: event.data }),
    decider.initialState(),
  );
  return { state, revision: recorded.length ? recorded[recorded.length - 1]!.revision : -1 };
}

/** A stream's state as `load` folded it, at the revision it was read. */
export interface Loaded<State> {
  state: State;
  revision: number;
}

/**
 * The one way state changes: read the stream, decide, append at the revision read. A concurrent
 * change to the same stream fails the append (409 CONFLICT); a refused command throws its code.
 * A caller that has just loaded the stream (to check what the command needs) passes it as
 * `loaded`, so that a command reads its stream once; the append's revision check still holds.
 * With `inline` (and a store that can), the read models it writes are brought up to date in
 * the append's own transaction: the caller's next read needs no wait for the projector.
 */
export async function decideAndAppend<
  State,
  Command,
  Env,
  Error extends { code: string; field?: string },
>(
  store: EventStore,
  stream: string,
  decider: Decider<State, Command, Env, Error>,
  command: Command,
  env: Env,
  context: CommandContext,
  loaded?: Loaded<State>,
  inline?: InlineWork,
): Promise<Outcome<State>> {
  const { state, revision } = loaded ?? (await load(store, stream, decider));
  const decision = decider.decide(command, state, env);
  if (!decision.ok) {
    const { code, field, ...detail } = decision.error;
    throw new Failure(code, field, detail);
  }
  if (decision.events.length === 0)
    return { state, events: [], position: null, revision, inline: false };
  const expected: ExpectedRevision = revision < 0 ? 'no_stream' : revision;
  const metadata = metadataOf(context);
  const events = decision.events.map((event) => ({ type: event.type, data: event.data, metadata }));
  const appended =
    inline && store.appendInline
      ? await store.appendInline(stream, events, expected, inline)
      : { ...(await store.append(stream, events, expected)), inline: false };
  const evolve = decider.evolve as (state: State, event: Event) => State;
  return {
    state: decision.events.reduce(evolve, state),
    events: decision.events,
    position: appended.position,
    revision: appended.nextExpectedRevision,
    inline: appended.inline,
  };
}

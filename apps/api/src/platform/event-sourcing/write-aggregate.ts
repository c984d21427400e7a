import {
  type Checkpoint,
  type EventStore,
  type ExpectedRevision,
  type InlineWork,
  isWrongExpectedVersion,
} from '@lens/event-store';
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

/** A stream's state as `load` folded it, at the revision it was read. */
export interface Loaded<State> {
  state: State;
  revision: number;
  /** Where the stream's last event sits in $all; null for no stream. */
  position: Checkpoint | null;
}

export interface Outcome<State> {
  /** The state after the new events. */
  state: State;
  events: readonly Event[];
  /** Where the last new event sits in $all; null when the command changed nothing. */
  position: Checkpoint | null;
  revision: number;
  /**
   * Where the stream's last event sits, new or already there: what a read model must have
   * passed to show this outcome (`ProjectionWaiter.settle`).
   */
  streamPosition: Checkpoint | null;
  /** The read models written inline were written with the events (see `inline`). */
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
  const last = recorded[recorded.length - 1];
  return { state, revision: last ? last.revision : -1, position: last?.position ?? null };
}

/** A stream that does not exist yet, as `load` would read it (for a command that creates one). */
export const newStream = <State>(
  decider: Pick<Decider<State, never, never, never>, 'initialState'>,
): Loaded<State> => ({
  state: decider.initialState(),
  revision: -1,
  position: null,
});

/** What `writeAggregate` takes. */
export interface AggregateWrite<
  State,
  Command,
  Env,
  Error extends { code: string; field?: string },
> {
  store: EventStore;
  /** The aggregate's stream (`submissionStream(id)`, …). */
  stream: string;
  decider: Decider<State, Command, Env, Error>;
  command: Command;
  /** What the decider needs besides the command and the state: time, settings. */
  env: Env;
  /** Who asked: the metadata of every event written. */
  context: CommandContext;
  /**
   * The stream as the handler has just loaded it (to check what the command needs): decided on
   * as read, so the command reads its stream once; the append still expects that revision.
   */
  loaded?: Loaded<State>;
  /** Read models written in the append's own transaction, where the store can (PostgreSQL). */
  inline?: InlineWork;
  /** A refusal as the api answers it; by default its code, field (else `body`) and detail. */
  refused?: (failure: Failure) => Failure;
  /**
   * How many times to decide and append when another writer appends to the stream first (each
   * time on the stream read again); 1 by default: the conflict answers 409 CONFLICT.
   */
  tries?: number;
}

/**
 * The one way state changes: read the stream (unless `loaded`), decide with the libs/domain
 * decider, append at the revision read. A refused command throws its code as a `Failure`; a
 * concurrent change to the stream fails the append (409 CONFLICT) unless `tries` allows another.
 */
export async function writeAggregate<
  State,
  Command,
  Env,
  Error extends { code: string; field?: string },
>(write: AggregateWrite<State, Command, Env, Error>): Promise<Outcome<State>> {
  const tries = write.tries ?? 1;
  for (let attempt = 1; ; attempt += 1) {
    try {
      const loaded =
        attempt === 1 && write.loaded
          ? write.loaded
          : await load(write.store, write.stream, write.decider);
      return await decideAndAppend(write, loaded);
    } catch (error) {
      if (!isWrongExpectedVersion(error) || attempt >= tries) throw error;
    }
  }
}

async function decideAndAppend<State, Command, Env, Error extends { code: string; field?: string }>(
  write: AggregateWrite<State, Command, Env, Error>,
  { state, revision, position }: Loaded<State>,
): Promise<Outcome<State>> {
  const { store, stream, decider } = write;
  const decision = decider.decide(write.command, state, write.env);
  if (!decision.ok) {
    const { code, field, ...detail } = decision.error;
    const failure = new Failure(code, field, detail);
    throw write.refused ? write.refused(failure) : failure;
  }
  if (decision.events.length === 0)
    return { state, events: [], position: null, revision, streamPosition: position, inline: false };
  const expected: ExpectedRevision = revision < 0 ? 'no_stream' : revision;
  const metadata = metadataOf(write.context);
  const events = decision.events.map((event) => ({ type: event.type, data: event.data, metadata }));
  const appended =
    write.inline && store.appendInline
      ? await store.appendInline(stream, events, expected, write.inline)
      : { ...(await store.append(stream, events, expected)), inline: false };
  const evolve = decider.evolve as (state: State, event: Event) => State;
  return {
    state: decision.events.reduce(evolve, state),
    events: decision.events,
    position: appended.position,
    revision: appended.nextExpectedRevision,
    streamPosition: appended.position,
    inline: appended.inline,
  };
}

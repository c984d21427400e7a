// Business failures are values, never exceptions: every rule returns one of these.

export type Ok<T> = { readonly ok: true; readonly value: T };
export type Err<E> = { readonly ok: false; readonly error: E };
export type Result<T, E> = Ok<T> | Err<E>;

export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });
export const err = <E>(error: E): Err<E> => ({ ok: false, error });

/** What a decider returns: the events to append, or a coded error. */
export type Decision<Ev, E> = { readonly ok: true; readonly events: readonly Ev[] } | Err<E>;

export const accept = <Ev>(...events: Ev[]): { readonly ok: true; readonly events: Ev[] } => ({
  ok: true,
  events,
});

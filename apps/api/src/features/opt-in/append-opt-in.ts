import { type OptInCommand, type OptInState, optInDecider } from '@lens/domain';
import type { EventStore } from '@lens/event-store';
import type { Clock } from '../../platform/clock/clock';
import type { CommandContext } from '../../platform/event-sourcing/command-context';
import { type Loaded, decideAndAppend } from '../../platform/event-sourcing/decide-and-append';

/** Decides an opt-in command on its stream now (as `loaded`, when just read) and appends it. */
export function appendOptIn(
  store: EventStore,
  clock: Clock,
  stream: string,
  command: OptInCommand,
  context: CommandContext,
  loaded?: Loaded<OptInState>,
) {
  const env = { now: clock.now() };
  return decideAndAppend(store, stream, optInDecider, command, env, context, loaded);
}

import type { EventMetadata } from '@lens/event-store';
import type { Actor } from '../auth/tokens';

/** Who asked, and in answer to what: becomes the metadata of every event a command writes. */
export interface CommandContext {
  actor?: Pick<Actor, 'profileId' | 'impersonatorId' | 'comment'>;
  requestId?: string;
  /** The event that caused this command (process managers, jobs). */
  causationId?: string;
}

export function metadataOf(context: CommandContext): Partial<EventMetadata> {
  const metadata: Partial<EventMetadata> = { schemaVersion: 1 };
  if (context.actor) {
    metadata.actorId = context.actor.profileId;
    if (context.actor.impersonatorId) {
      metadata.impersonatorId = context.actor.impersonatorId;
      metadata.comment = context.actor.comment;
    }
  }
  if (context.requestId) metadata.correlationId = context.requestId;
  if (context.causationId) metadata.causationId = context.causationId;
  return metadata;
}

/**
 * How many times a job's command is decided and appended when another writer appends to its
 * stream first (decided again at once on the new state); anything else fails the job, which
 * BullMQ retries.
 */
export const SYSTEM_TRIES = 3;

/** A system actor for jobs and process managers. */
export const systemContext = (causationId?: string): CommandContext => ({
  actor: { profileId: 'system' },
  causationId,
});

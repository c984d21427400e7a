import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type SubmissionState, decodeAll, decodeSubmissionEvent, replay, submissionStream } from '@lens/domain';
import type { EventStore } from '@lens/event-store';
import { Failure } from '../../../platform/http/failure';
import { EVENT_STORE } from '../../../platform/infrastructure/tokens';

/**
 * The entry as it was right after the event at `revision`: the stream read up to it and folded
 * by libs/domain, exactly as a command would have seen it then.
 */
export class EntryStateAtQuery extends Query<{
  revision: number;
  type: string;
  recordedAt: string;
  state: SubmissionState;
}> {
  constructor(
    readonly submissionId: string,
    readonly revision: number,
  ) {
    super();
  }
}

@QueryHandler(EntryStateAtQuery)
export class EntryStateAtHandler implements IQueryHandler<EntryStateAtQuery> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ submissionId, revision }: EntryStateAtQuery) {
    const events = await this.store.readStream(submissionStream(submissionId), {
      toRevision: revision,
    });
    const last = events[events.length - 1];
    if (!last) throw new Failure('NOT_FOUND', 'submissionId');
    if (last.revision !== revision) throw new Failure('NOT_FOUND', 'revision');
    const state = replay(decodeAll(events, decodeSubmissionEvent));
    return {
      revision,
      type: last.type,
      recordedAt: last.recordedAt.toISOString(),
      state,
    };
  }
}

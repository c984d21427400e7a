import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { optInDecider } from '@lens/domain';
import type { EventStore } from '@lens/event-store';
import { load } from '../../../platform/event-sourcing/write-aggregate';
import { EVENT_STORE } from '../../../platform/infrastructure/tokens';
import { consentView } from '../consent-view';
import { profileOptInStream } from '../opt-in-streams';

/** A signed-in profile's own consents, as its opt-in stream holds them. */
export class ConsentQuery extends Query<ReturnType<typeof consentView>> {
  constructor(readonly profileId: string) {
    super();
  }
}

@QueryHandler(ConsentQuery)
export class ConsentHandler implements IQueryHandler<ConsentQuery> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ profileId }: ConsentQuery) {
    const { state } = await load(this.store, profileOptInStream(profileId), optInDecider);
    return consentView(state);
  }
}

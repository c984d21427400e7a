import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { maxPromoCodes } from '@lens/domain';
import type { Actor } from '../../../platform/auth/tokens';
import { ReadModels } from '../../../platform/read-models/read-models';
import { ownedSubmissionView } from '../../submissions/submission-view';

/** Whether the caller's entry carries as many codes as its purchase date allows (1, or 2 from July 2025). */
export class PromoCodeLimitQuery extends Query<{ promoCodeLimited: boolean }> {
  constructor(
    readonly actor: Actor,
    readonly submissionId: string,
  ) {
    super();
  }
}

@QueryHandler(PromoCodeLimitQuery)
export class PromoCodeLimitHandler implements IQueryHandler<PromoCodeLimitQuery> {
  constructor(private readonly readModels: ReadModels) {}

  async execute({ actor, submissionId }: PromoCodeLimitQuery) {
    const entry = await ownedSubmissionView(this.readModels, actor.profileId, submissionId, 'id');
    return {
      promoCodeLimited:
        entry.purchase_date !== null &&
        entry.promo_codes.length >= maxPromoCodes(entry.purchase_date),
    };
  }
}

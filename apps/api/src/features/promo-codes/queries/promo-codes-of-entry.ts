import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { sameCode } from '@lens/domain';
import { activeCodesOf } from '@lens/read-models';
import type { PromoCodeEntry } from '@lens/validation';
import type { Actor } from '../../../platform/auth/tokens';
import { ReadModels } from '../../../platform/read-models/read-models';
import { ownedSubmissionView } from '../../submissions/submission-view';

export interface EntryPromoCodes {
  promoCodes: PromoCodeEntry[];
  byCodeClass: Record<string, PromoCodeEntry[]>;
}

/** The caller's entry's codes (optionally one code), and the same grouped by code class. */
export class PromoCodesOfEntryQuery extends Query<EntryPromoCodes> {
  constructor(
    readonly actor: Actor,
    readonly submissionId: string,
    readonly code: string | undefined,
  ) {
    super();
  }
}

@QueryHandler(PromoCodesOfEntryQuery)
export class PromoCodesOfEntryHandler implements IQueryHandler<PromoCodesOfEntryQuery> {
  constructor(private readonly readModels: ReadModels) {}

  async execute({ actor, submissionId, code }: PromoCodesOfEntryQuery): Promise<EntryPromoCodes> {
    await ownedSubmissionView(this.readModels, actor.profileId, submissionId, 'submissionId');
    const promoCodes = (await activeCodesOf(this.readModels, submissionId)).filter(
      (entry) => code === undefined || sameCode(entry.code, code),
    );
    const byCodeClass: Record<string, PromoCodeEntry[]> = {};
    for (const entry of promoCodes) (byCodeClass[entry.codeClass] ??= []).push(entry);
    return { promoCodes, byCodeClass };
  }
}

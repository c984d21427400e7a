import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { sameCode } from '@lens/domain';
import { promoUsageQueries } from '@lens/read-models';
import type { PromoCodeEntry } from '@lens/validation';
import type { Actor } from '../../../platform/auth/tokens';
import { ReadModels } from '../../submissions/read-models';
import { SubmissionQueries } from '../../submissions/submission-queries';

interface UsageRow {
  code: string;
  code_class: string;
  award: number;
  applied_at: string | null;
}

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
  constructor(
    private readonly queries: SubmissionQueries,
    private readonly readModels: ReadModels,
  ) {}

  async execute({ actor, submissionId, code }: PromoCodesOfEntryQuery): Promise<EntryPromoCodes> {
    await this.queries.owned(actor, submissionId, 'submissionId');
    const rows = await this.readModels.rows<UsageRow>(promoUsageQueries.activeCodesOf, [
      submissionId,
    ]);
    const promoCodes: PromoCodeEntry[] = rows
      .filter((row) => code === undefined || sameCode(row.code, code))
      .map((row) => ({
        code: row.code,
        codeClass: row.code_class,
        award: row.award,
        appliedAt: row.applied_at && new Date(row.applied_at).toISOString(),
      }));
    const byCodeClass: Record<string, PromoCodeEntry[]> = {};
    for (const entry of promoCodes) (byCodeClass[entry.codeClass] ??= []).push(entry);
    return { promoCodes, byCodeClass };
  }
}

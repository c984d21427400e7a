import { Injectable } from '@nestjs/common';
import { type PromoCodeApplied, maxPromoCodes, sameCode } from '@lens/domain';
import type { DeletePromoCode, PromoCodeEntry, SubmitPromoCode } from '@lens/validation';
import type { Actor } from '../../platform/auth/tokens';
import type { CommandContext } from '../../platform/event-sourcing/command-context';
import { Failure } from '../../platform/http/failure';
import { PromotionDefinitions } from '../promotions/promotion-definitions';
import { ReadModels } from '../submissions/read-models';
import { SubmissionCommands } from '../submissions/submission-commands';
import { SubmissionQueries } from '../submissions/submission-queries';
import { PromoCodeAttempts } from './promo-code-attempts';
import { promoUsageQueries } from '@lens/read-models';

interface UsageRow {
  code: string;
  code_class: string;
  award: number;
  applied_at: string | null;
}

/** Promo codes on an entry (spec 000 §4): apply, list, remove, and the per-entry limit. */
@Injectable()
export class PromoCodeFlow {
  constructor(
    private readonly commands: SubmissionCommands,
    private readonly queries: SubmissionQueries,
    private readonly definitions: PromotionDefinitions,
    private readonly readModels: ReadModels,
    private readonly attempts: PromoCodeAttempts,
  ) {}

  /**
   * Applies a code; the domain says already applied, limit, invalid, practice or incompatible.
   * Invalid tries are limited per profile and per entry (429 once used up).
   */
  async apply(actor: Actor, request: SubmitPromoCode, context: CommandContext) {
    const submissionId = request.purchase_submission_id;
    await this.attempts.check(actor.profileId, submissionId);
    const definition = await this.definitions.ofCode(request.code);
    const outcome = await this.commands
      .run(actor, context, {
        type: 'ApplyPromoCode',
        data: { submissionId, code: request.code, definition },
      })
      .catch(async (error: unknown) => {
        await this.attempts.record(error, actor.profileId, submissionId);
        throw error;
      });
    await this.commands.settle(submissionId, outcome);
    const applied = outcome.events.find(
      (e): e is PromoCodeApplied => e.type === 'PromoCodeApplied',
    );
    return { rewardEarned: applied?.data.award ?? 0 };
  }

  /** The entry's codes (optionally one code), and the same grouped by code class. */
  async list(actor: Actor, submissionId: string, code?: string) {
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

  /**
   * Removes a code: by its class once codes stack, else the entry's one code (with several codes
   * and no class, the class is required).
   */
  async remove(
    actor: Actor,
    submissionId: string,
    request: DeletePromoCode,
    context: CommandContext,
  ): Promise<void> {
    const entry = await this.commands.owned(actor, submissionId, 'submissionId');
    const byClass = request.code_class !== undefined && request.code_class !== '';
    if (!byClass && entry.promoCodes.length > 1) throw new Failure('NULL', 'code_class');
    const only = entry.promoCodes[0];
    if (!byClass && !only) throw new Failure('PROMO_CODE_NOT_APPLIED', 'code_class');
    const outcome = await this.commands.run(actor, context, {
      type: 'RemovePromoCode',
      data: byClass
        ? { submissionId, codeClass: request.code_class }
        : { submissionId, code: only?.code },
    });
    await this.commands.settle(submissionId, outcome);
  }

  /** Whether the entry carries as many codes as its purchase date allows (1, or 2 from July 2025). */
  async limited(actor: Actor, submissionId: string): Promise<boolean> {
    const entry = await this.queries.owned(actor, submissionId, 'id');
    return (
      entry.purchase_date !== null && entry.promo_codes.length >= maxPromoCodes(entry.purchase_date)
    );
  }
}

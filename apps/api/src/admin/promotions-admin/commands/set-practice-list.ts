import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  type PromoEntityCsvFields,
  type PromotionResult,
  promoEntityUploadSchema,
} from '@lens/validation';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { ValidationFailure } from '../../../platform/http/failure';
import { Promotions } from '../../../features/promotions/promotions';
import { csvRecords } from '../../shared/csv-file';
import { promotionOfCode } from '../promotion-catalogue';
import { ReadModels } from '../../../platform/read-models/read-models';

/** The column a promo entity CSV may name in its first row. */
const ENTITY_HEADERS = new Set(['sap', 'scg_key', 'scg key', 'scgkey']);

/**
 * Limits a promotion to the practices of a CSV of one column (saps or scg keys, optionally
 * headed `sap` or `scg_key`); the list replaces the previous one.
 */
export class SetPracticeListCommand extends Command<PromotionResult> {
  constructor(
    readonly code: string,
    readonly fields: PromoEntityCsvFields,
    readonly csv: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(SetPracticeListCommand)
export class SetPracticeListHandler implements ICommandHandler<SetPracticeListCommand> {
  constructor(
    private readonly promotions: Promotions,
    private readonly readModels: ReadModels,
  ) {}

  async execute({ code, fields, csv, context }: SetPracticeListCommand): Promise<PromotionResult> {
    const records = csvRecords(csv);
    const first = records[0]?.cells[0]?.toLowerCase();
    const values = records
      .slice(first && ENTITY_HEADERS.has(first) ? 1 : 0)
      .map((record) => record.cells[0] ?? '')
      .filter((value) => value !== '');
    const upload = promoEntityUploadSchema.safeParse({ code, type: fields.type, values });
    if (!upload.success) throw new ValidationFailure(upload.error, 'body');
    await this.promotions.setPracticeList(upload.data, context);
    return { promotion: await promotionOfCode(this.readModels, code) };
  }
}

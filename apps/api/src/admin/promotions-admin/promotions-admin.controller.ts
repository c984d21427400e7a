import {
  Body as RawBody,
  Controller,
  Get,
  HttpCode,
  Post,
  Put,
  Req,
  UseInterceptors,
} from '@nestjs/common';
import { promotionIdOf } from '@lens/domain';
import {
  type CodeClass,
  type CombineClasses,
  type Promotion,
  type PromotionCodeParams,
  codeClassSchema,
  combineClassesSchema,
  promoEntityCsvFieldsSchema,
  promoEntityUploadSchema,
  promotionCodeParamsSchema,
  promotionSchema,
  codeClassListSchema,
  promotionListSchema,
  promotionResultSchema,
} from '@lens/validation';
import { RequestContext } from '../../platform/auth/request-context';
import type { CommandContext } from '../../platform/event-sourcing/command-context';
import { Body, Params, Returns } from '../../platform/http/contract';
import { ok } from '../../platform/http/envelope';
import { Failure, ValidationFailure } from '../../platform/http/failure';
import { Promotions } from '../../features/promotions/promotions';
import { AdminOnly } from '../access/staff';
import { CsvFileUpload, type CsvRequest, csvRecords, csvText } from '../shared/csv-file';
import { PromotionCatalogue } from './promotion-catalogue';

/** The column a promo entity CSV may name in its first row. */
const ENTITY_HEADERS = new Set(['sap', 'scg_key', 'scg key', 'scgkey']);

/**
 * Admin promotions (spec 001 §3, §5): create and edit, code classes and the classes they stack
 * with, and the practices a promotion is limited to (a CSV of saps or scg keys). All through the
 * Promotions service, which answers once the `promotions` read model shows the change.
 */
@Controller('admin/api')
@AdminOnly()
export class PromotionsAdminController {
  constructor(
    private readonly promotions: Promotions,
    private readonly catalogue: PromotionCatalogue,
  ) {}

  @Get('promotions')
  @Returns(promotionListSchema)
  async list() {
    return ok({ promotions: await this.catalogue.promotions() });
  }

  @Get('promotions/:code')
  @Returns(promotionResultSchema)
  async one(@Params(promotionCodeParamsSchema) params: PromotionCodeParams) {
    return ok({ promotion: await this.catalogue.promotion(params.code) });
  }

  /** 201; the same promotion again is accepted, another under a used code is 409. */
  @Post('promotions')
  @Returns(promotionResultSchema)
  @HttpCode(201)
  async create(@Body(promotionSchema) body: Promotion, @RequestContext() context: CommandContext) {
    const { promotionId } = await this.promotions.create(body, context);
    return ok({ promotion: await this.catalogue.promotion(promotionId) });
  }

  /** Edits the promotion in the path (its code cannot change). */
  @Put('promotions/:code')
  @Returns(promotionResultSchema)
  @HttpCode(200)
  async edit(
    @Params(promotionCodeParamsSchema) params: PromotionCodeParams,
    @Body(promotionSchema) body: Promotion,
    @RequestContext() context: CommandContext,
  ) {
    if (promotionIdOf(body.code) !== promotionIdOf(params.code))
      throw new Failure('VALIDATION', 'code');
    await this.promotions.revise(body, context);
    return ok({ promotion: await this.catalogue.promotion(params.code) });
  }

  /**
   * The practices a promotion is limited to: multipart `file` (a CSV of one column, optionally
   * headed `sap` or `scg_key`) and `type` (sap or scg_key). The list replaces the previous one.
   */
  @Post('promotions/:code/practice-list')
  @Returns(promotionResultSchema)
  @HttpCode(200)
  @UseInterceptors(CsvFileUpload)
  async practiceList(
    @Params(promotionCodeParamsSchema) params: PromotionCodeParams,
    @Req() request: CsvRequest,
    @RawBody() fields: unknown,
    @RequestContext() context: CommandContext,
  ) {
    const parsedFields = promoEntityCsvFieldsSchema.safeParse(fields);
    if (!parsedFields.success) throw new ValidationFailure(parsedFields.error, 'body');
    const records = csvRecords(csvText(request));
    const first = records[0]?.cells[0]?.toLowerCase();
    const values = records
      .slice(first && ENTITY_HEADERS.has(first) ? 1 : 0)
      .map((record) => record.cells[0] ?? '')
      .filter((value) => value !== '');
    const upload = promoEntityUploadSchema.safeParse({
      code: params.code,
      type: parsedFields.data.type,
      values,
    });
    if (!upload.success) throw new ValidationFailure(upload.error, 'body');
    await this.promotions.setPracticeList(upload.data, context);
    return ok({ promotion: await this.catalogue.promotion(params.code) });
  }

  @Get('code-classes')
  @Returns(codeClassListSchema)
  async codeClasses() {
    return ok({ codeClasses: await this.catalogue.codeClasses() });
  }

  /** Puts a code into a class (a code belongs to one class: another is 409). */
  @Post('code-classes')
  @Returns(codeClassListSchema)
  @HttpCode(201)
  async defineCodeClass(
    @Body(codeClassSchema) body: CodeClass,
    @RequestContext() context: CommandContext,
  ) {
    await this.promotions.defineCodeClass(body, context);
    return ok({ codeClasses: await this.catalogue.codeClasses() });
  }

  /** The classes a class's codes stack with (each side must list the other to combine). */
  @Put('code-classes/combine')
  @Returns(codeClassListSchema)
  @HttpCode(200)
  async combine(
    @Body(combineClassesSchema) body: CombineClasses,
    @RequestContext() context: CommandContext,
  ) {
    await this.promotions.setCombineClasses(body, context);
    return ok({ codeClasses: await this.catalogue.codeClasses() });
  }
}

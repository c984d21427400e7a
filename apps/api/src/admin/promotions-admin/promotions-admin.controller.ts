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
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  type CodeClass,
  type CombineClasses,
  type Promotion,
  type PromotionCodeParams,
  codeClassSchema,
  combineClassesSchema,
  promoEntityCsvFieldsSchema,
  promotionCodeParamsSchema,
  promotionSchema,
  codeClassListSchema,
  promotionListSchema,
  promotionResultSchema,
} from '@lens/validation';
import { RequestContext } from '../../platform/auth/request-context';
import type { CommandContext } from '../../platform/event-sourcing/command-context';
import { Body, Fails, Params, Returns } from '../../platform/http/contract';
import { ok } from '../../platform/http/envelope';
import { ValidationFailure } from '../../platform/http/failure';
import { AdminOnly } from '../access/staff';
import { CsvFileUpload, type CsvRequest, csvText } from '../shared/csv-file';
import { CombineCodeClassesCommand } from './commands/combine-code-classes';
import { CreatePromotionCommand } from './commands/create-promotion';
import { DefineCodeClassCommand } from './commands/define-code-class';
import { RevisePromotionCommand } from './commands/revise-promotion';
import { SetPracticeListCommand } from './commands/set-practice-list';
import { CodeClassesQuery } from './queries/code-classes';
import { PromotionQuery } from './queries/promotion';
import { PromotionsQuery } from './queries/promotions';

/**
 * Admin promotions (spec 001 §3, §5): create and edit, code classes and the classes they stack
 * with, and the practices a promotion is limited to (a CSV of saps or scg keys). Each change
 * answers once the `promotions` read model shows it.
 */
@Controller('admin/api')
@AdminOnly()
export class PromotionsAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('promotions')
  @Returns(promotionListSchema)
  async list() {
    return ok(await this.queries.execute(new PromotionsQuery()));
  }

  @Get('promotions/:code')
  @Returns(promotionResultSchema)
  async one(@Params(promotionCodeParamsSchema) params: PromotionCodeParams) {
    return ok(await this.queries.execute(new PromotionQuery(params.code)));
  }

  /** 201; the same promotion again is accepted, another under a used code is 409. */
  @Post('promotions')
  @Returns(promotionResultSchema)
  @HttpCode(201)
  async create(@Body(promotionSchema) body: Promotion, @RequestContext() context: CommandContext) {
    return ok(await this.commands.execute(new CreatePromotionCommand(body, context)));
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
    return ok(await this.commands.execute(new RevisePromotionCommand(params.code, body, context)));
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
    return ok(
      await this.commands.execute(
        new SetPracticeListCommand(params.code, parsedFields.data, csvText(request), context),
      ),
    );
  }

  @Get('code-classes')
  @Returns(codeClassListSchema)
  async codeClasses() {
    return ok(await this.queries.execute(new CodeClassesQuery()));
  }

  /** Puts a code into a class (a code belongs to one class: another is 409). */
  @Post('code-classes')
  @Returns(codeClassListSchema)
  @HttpCode(201)
  async defineCodeClass(
    @Body(codeClassSchema) body: CodeClass,
    @RequestContext() context: CommandContext,
  ) {
    return ok(await this.commands.execute(new DefineCodeClassCommand(body, context)));
  }

  /** The classes a class's codes stack with (each side must list the other to combine). */
  @Put('code-classes/combine')
  @Returns(codeClassListSchema)
  @Fails(404) // a class no code is in
  @HttpCode(200)
  async combine(
    @Body(combineClassesSchema) body: CombineClasses,
    @RequestContext() context: CommandContext,
  ) {
    return ok(await this.commands.execute(new CombineCodeClassesCommand(body, context)));
  }
}

import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Language } from '@lens/domain';
import {
  type EcpCodeRequest,
  type EcpNotListed,
  type EcpSapParams,
  type EcpSearchByPostalCodeQuery,
  type EcpSearchByRadiusQuery,
  ecpCodeRequestSchema,
  ecpNotListedSchema,
  ecpSapParamsSchema,
  ecpSearchByPostalCodeQuerySchema,
  ecpSearchByRadiusQuerySchema,
  ecpCodeRequestedSchema,
  notListedReportedSchema,
  practiceFoundSchema,
  practiceListSchema,
  targetedPracticeSchema,
} from '@lens/validation';
import { Public } from '../../platform/auth/access';
import { RequestContext, RequestLanguage } from '../../platform/auth/request-context';
import { bodyKey } from '../../platform/auth/request-keys';
import type { CommandContext } from '../../platform/event-sourcing/command-context';
import { Body, Params, Query, Returns } from '../../platform/http/contract';
import { ok } from '../../platform/http/envelope';
import { RateLimit } from '../../platform/rate-limit/rate-limit';
import { ReportDoctorNotListedCommand } from './commands/report-doctor-not-listed';
import { RequestPracticeCodeCommand } from './commands/request-practice-code';
import { PracticeBySapQuery } from './queries/practice-by-sap';
import { PracticesByPostalCodeQuery } from './queries/practices-by-postal-code';
import { PracticesByRadiusQuery } from './queries/practices-by-radius';
import { TargetedPracticeQuery } from './queries/targeted-practice';

const HOUR = 3_600;

@Public()
@Controller('api/eye-care-professionals')
export class PracticesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('list/by-postal-code-and-account-name')
  @Returns(practiceListSchema)
  async byPostalCode(@Query(ecpSearchByPostalCodeQuerySchema) query: EcpSearchByPostalCodeQuery) {
    return ok(await this.queries.execute(new PracticesByPostalCodeQuery(query)));
  }

  @Get('list/by-radius')
  @Returns(practiceListSchema)
  async byRadius(@Query(ecpSearchByRadiusQuerySchema) query: EcpSearchByRadiusQuery) {
    return ok(await this.queries.execute(new PracticesByRadiusQuery(query)));
  }

  @Get('get-by-sap/:sap')
  @Returns(practiceFoundSchema)
  async bySap(@Params(ecpSapParamsSchema) params: EcpSapParams) {
    return ok(await this.queries.execute(new PracticeBySapQuery(params.sap)));
  }

  @Get('get-targeted-sap/:sap')
  @Returns(targetedPracticeSchema)
  async targeted(@Params(ecpSapParamsSchema) params: EcpSapParams) {
    return ok(await this.queries.execute(new TargetedPracticeQuery(params.sap)));
  }

  @Post('ecp-code-request')
  @Returns(ecpCodeRequestedSchema)
  @HttpCode(202)
  @RateLimit({
    name: 'ecp-code-request',
    points: 5,
    windowSeconds: HOUR,
    keyOf: (request) => bodyKey(request, 'email'),
  })
  async requestCode(
    @Body(ecpCodeRequestSchema) body: EcpCodeRequest,
    @RequestLanguage() language: Language,
    @RequestContext() context: CommandContext,
  ) {
    return ok(await this.commands.execute(new RequestPracticeCodeCommand(body, language, context)));
  }

  /** Doctor not listed (spec 001 §3): not in the specification's call table; our route. */
  @Post('not-listed')
  @Returns(notListedReportedSchema)
  @HttpCode(201)
  @RateLimit({ name: 'ecp-not-listed', points: 30, windowSeconds: HOUR })
  async notListed(
    @Body(ecpNotListedSchema) body: EcpNotListed,
    @RequestContext() context: CommandContext,
  ) {
    return ok(await this.commands.execute(new ReportDoctorNotListedCommand(body, context)));
  }
}

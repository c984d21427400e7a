import { Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  type AdminOptInQuery,
  type AdminProfileExportParams,
  type OptInExportRequest,
  adminOptInQuerySchema,
  adminProfileExportParamsSchema,
  optInExportRequestSchema,
  optInPageSchema,
  optInExportCreatedSchema,
} from '@lens/validation';
import type { Response } from 'express';
import { CurrentActor } from '../../platform/auth/access';
import { RequestContext } from '../../platform/auth/request-context';
import type { Actor } from '../../platform/auth/tokens';
import type { CommandContext } from '../../platform/event-sourcing/command-context';
import { Answers, Body, Params, Query, Returns } from '../../platform/http/contract';
import { ok } from '../../platform/http/envelope';
import { AdminOnly, SupportOnly } from '../access/staff';
import { DownloadOptInExportCommand } from './commands/download-opt-in-export';
import { RequestOptInExportCommand } from './commands/request-opt-in-export';
import { OptInPageQuery } from './queries/opt-in-page';

/** Marketing consents: the list (support and admins) and its CSV export (admins). */
@Controller('admin/api')
export class OptInsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('opt-ins')
  @Returns(optInPageSchema)
  @SupportOnly()
  async list(@Query(adminOptInQuerySchema) query: AdminOptInQuery) {
    return ok(await this.queries.execute(new OptInPageQuery(query)));
  }

  /** 201 `{ exportId, url }`: the export is recorded; its CSV is downloaded from `url`. */
  @Post('opt-in-exports')
  @Returns(optInExportCreatedSchema)
  @AdminOnly()
  @HttpCode(201)
  async requestExport(
    @CurrentActor() actor: Actor,
    @Body(optInExportRequestSchema) body: OptInExportRequest,
    @RequestContext() context: CommandContext,
  ) {
    return ok(await this.commands.execute(new RequestOptInExportCommand(actor, body, context)));
  }

  /** The CSV, streamed (the header token or the admin session cookie); each download recorded. */
  @Get('opt-in-exports/:id')
  @Answers({ status: 200, description: 'The export', contentTypes: ['text/csv'] })
  @AdminOnly()
  async download(
    @CurrentActor() actor: Actor,
    @Params(adminProfileExportParamsSchema) params: AdminProfileExportParams,
    @RequestContext() context: CommandContext,
    @Res() response: Response,
  ) {
    const send = await this.commands.execute(
      new DownloadOptInExportCommand(actor, params.id, context),
    );
    await send(response);
  }
}

import { Controller, Get, HttpCode, Post, Req, Res, UseInterceptors } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Language } from '@lens/domain';
import {
  type EcpUploadParams,
  ecpUploadParamsSchema,
  ecpUploadListSchema,
  ecpUploadResultSchema,
} from '@lens/validation';
import type { Response } from 'express';
import { stringify } from 'csv-stringify/sync';
import { CurrentActor } from '../../platform/auth/access';
import { RequestContext, RequestLanguage } from '../../platform/auth/request-context';
import type { Actor } from '../../platform/auth/tokens';
import type { CommandContext } from '../../platform/event-sourcing/command-context';
import { Answers, Params, Returns } from '../../platform/http/contract';
import { ok } from '../../platform/http/envelope';
import { AdminOnly } from '../access/staff';
import { csvOptions } from '../shared/csv-cells';
import { CsvFileUpload, type CsvRequest, csvText } from '../shared/csv-file';
import { CommitEcpUploadCommand } from './commands/commit-ecp-upload';
import { PreviewEcpUploadCommand } from './commands/preview-ecp-upload';
import { EcpUploadErrorsQuery } from './queries/ecp-upload-errors';
import { EcpUploadReportQuery } from './queries/ecp-upload-report';
import { RecentEcpUploadsQuery } from './queries/recent-ecp-uploads';

/** The row errors of an upload as CSV (the row is the file's line number). */
export const ecpErrorsCsv = (errors: Record<string, unknown>[]) =>
  stringify(errors, csvOptions(['row', 'field', 'code', 'message']));

/** The admin ECP upload: a CSV previewed row by row, then committed. */
@Controller('admin/api/ecp-uploads')
@AdminOnly()
export class EcpUploadController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @Returns(ecpUploadListSchema)
  async recent(@RequestLanguage() lang: Language) {
    return ok(await this.queries.execute(new RecentEcpUploadsQuery(lang)));
  }

  /** Multipart `file`: 201 with the preview (changes and row errors); nothing changes yet. */
  @Post()
  @Returns(ecpUploadResultSchema)
  @HttpCode(201)
  @UseInterceptors(CsvFileUpload)
  async preview(
    @CurrentActor() actor: Actor,
    @Req() request: CsvRequest,
    @RequestLanguage() lang: Language,
  ) {
    const text = csvText(request);
    const name = request.file?.originalname || 'upload.csv';
    return ok(
      await this.commands.execute(new PreviewEcpUploadCommand(actor, { name, text }, lang)),
    );
  }

  @Get(':uploadId')
  @Returns(ecpUploadResultSchema)
  async report(
    @Params(ecpUploadParamsSchema) params: EcpUploadParams,
    @RequestLanguage() lang: Language,
  ) {
    return ok(await this.queries.execute(new EcpUploadReportQuery(params.uploadId, lang)));
  }

  /** Every row error as CSV (the row is the file's line number). */
  @Get(':uploadId/errors.csv')
  @Answers({ status: 200, description: 'The rows refused', contentTypes: ['text/csv'] })
  async errorsCsv(
    @Params(ecpUploadParamsSchema) params: EcpUploadParams,
    @RequestLanguage() lang: Language,
    @Res() response: Response,
  ) {
    const errors = await this.queries.execute(new EcpUploadErrorsQuery(params.uploadId, lang));
    response
      .status(200)
      .set({
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="ecp-upload-${params.uploadId}-errors.csv"`,
        'Cache-Control': 'no-store',
      })
      .end(ecpErrorsCsv(errors));
  }

  /** Records the upload (`ecp-upload-<id>`) and applies it to the practices; 409 with errors. */
  @Post(':uploadId/commit')
  @Returns(ecpUploadResultSchema)
  @HttpCode(200)
  async commit(
    @CurrentActor() actor: Actor,
    @Params(ecpUploadParamsSchema) params: EcpUploadParams,
    @RequestContext() context: CommandContext,
    @RequestLanguage() lang: Language,
  ) {
    return ok(
      await this.commands.execute(
        new CommitEcpUploadCommand(actor, params.uploadId, context, lang),
      ),
    );
  }
}

import { Controller, Get, HttpCode, Post, Req, Res, UseInterceptors } from '@nestjs/common';
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
import { Params, Returns } from '../../platform/http/contract';
import { ok } from '../../platform/http/envelope';
import { AdminOnly } from '../access/staff';
import { csvOptions } from '../shared/csv-cells';
import { CsvFileUpload, type CsvRequest, csvText } from '../shared/csv-file';
import { EcpUploads } from './ecp-uploads';

/** The row errors of an upload as CSV (the row is the file's line number). */
export const ecpErrorsCsv = (errors: Record<string, unknown>[]) =>
  stringify(errors, csvOptions(['row', 'field', 'code', 'message']));

/** The admin ECP upload: a CSV previewed row by row, then committed. */
@Controller('admin/api/ecp-uploads')
@AdminOnly()
export class EcpUploadController {
  constructor(private readonly uploads: EcpUploads) {}

  @Get()
  @Returns(ecpUploadListSchema)
  async recent(@RequestLanguage() lang: Language) {
    return ok({ uploads: await this.uploads.recent(lang) });
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
    return ok({ upload: await this.uploads.preview(actor, { name, text }, lang) });
  }

  @Get(':uploadId')
  @Returns(ecpUploadResultSchema)
  async report(
    @Params(ecpUploadParamsSchema) params: EcpUploadParams,
    @RequestLanguage() lang: Language,
  ) {
    return ok({ upload: await this.uploads.report(params.uploadId, lang) });
  }

  /** Every row error as CSV (the row is the file's line number). */
  @Get(':uploadId/errors.csv')
  async errorsCsv(
    @Params(ecpUploadParamsSchema) params: EcpUploadParams,
    @RequestLanguage() lang: Language,
    @Res() response: Response,
  ) {
    const errors = await this.uploads.errors(params.uploadId, lang);
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
    return ok({ upload: await this.uploads.commit(actor, params.uploadId, context, lang) });
  }
}

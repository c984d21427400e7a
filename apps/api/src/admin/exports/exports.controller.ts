import { Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type AdminEmailTrigger,
  type AdminProfileExportParams,
  type ProfileExportRequest,
  adminEmailTriggerSchema,
  adminProfileExportParamsSchema,
  profileExportRequestSchema,
  profileExportCreatedSchema,
  emailTriggeredSchema,
} from '@lens/validation';
import type { Response } from 'express';
import { CurrentActor } from '../../platform/auth/access';
import { RequestContext } from '../../platform/auth/request-context';
import type { Actor } from '../../platform/auth/tokens';
import type { CommandContext } from '../../platform/event-sourcing/command-context';
import { Answers, Body, Params, Returns } from '../../platform/http/contract';
import { ok } from '../../platform/http/envelope';
import { AdminOnly } from '../access/staff';
import { DownloadProfileExportCommand } from './commands/download-profile-export';
import { RequestProfileExportCommand } from './commands/request-profile-export';
import { TriggerEmailsCommand } from './commands/trigger-emails';

/** Admin exports and e-mail triggers. */
@Controller('admin/api')
@AdminOnly()
export class ExportsController {
  constructor(private readonly commands: CommandBus) {}

  /** 201 `{ exportId, url }`: the export is recorded; its CSV is downloaded from `url`. */
  @Post('profile-exports')
  @Returns(profileExportCreatedSchema)
  @HttpCode(201)
  async requestExport(
    @CurrentActor() actor: Actor,
    @Body(profileExportRequestSchema) body: ProfileExportRequest,
    @RequestContext() context: CommandContext,
  ) {
    return ok(await this.commands.execute(new RequestProfileExportCommand(actor, body, context)));
  }

  /** The CSV, streamed (the header token or the admin session cookie); each download recorded. */
  @Get('profile-exports/:id')
  @Answers({ status: 200, description: 'The export', contentTypes: ['text/csv'] })
  async download(
    @CurrentActor() actor: Actor,
    @Params(adminProfileExportParamsSchema) params: AdminProfileExportParams,
    @RequestContext() context: CommandContext,
    @Res() response: Response,
  ) {
    const send = await this.commands.execute(
      new DownloadProfileExportCommand(actor, params.id, context),
    );
    await send(response);
  }

  /** 202: the e-mails are queued. */
  @Post('email-triggers')
  @Returns(emailTriggeredSchema)
  @HttpCode(202)
  async trigger(
    @CurrentActor() actor: Actor,
    @Body(adminEmailTriggerSchema) body: AdminEmailTrigger,
    @RequestContext() context: CommandContext,
  ) {
    return ok(await this.commands.execute(new TriggerEmailsCommand(actor, body, context)));
  }
}

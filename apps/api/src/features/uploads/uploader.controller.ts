import {
  Controller,
  Get,
  HttpCode,
  Post,
  Req,
  Res,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  type UploaderKey,
  id,
  payload,
  uploaderKeySchema,
  uploadTargetSchema,
} from '@lens/validation';
import type { Response } from 'express';
import { CurrentActor, Public } from '../../platform/auth/access';
import type { Actor } from '../../platform/auth/tokens';
import { Answers, Body, Fails, Params, Returns } from '../../platform/http/contract';
import { ok } from '../../platform/http/envelope';
import { Failure } from '../../platform/http/failure';
import { RateLimit } from '../../platform/rate-limit/rate-limit';
import { IssueUploadKeyCommand } from './commands/issue-upload-key';
import { RecordUploadCommand } from './commands/record-upload';
import { StoredPhotoQuery } from './queries/stored-photo';
import { PHOTO_TYPES, servePhoto } from './serve-photo';
import { SingleFileUpload, UploadKeyGuard, type UploadRequest } from './upload-host';
import type { StoredUpload } from './upload-stream';

const fileParamsSchema = payload({ key: id() });

@Controller('api')
export class UploaderController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('uploader/key')
  @Returns(uploadTargetSchema)
  @HttpCode(200)
  @RateLimit({ name: 'uploader-key', points: 60, windowSeconds: 600 })
  async key(@CurrentActor() actor: Actor, @Body(uploaderKeySchema) body: UploaderKey) {
    return ok(await this.commands.execute(new IssueUploadKeyCommand(actor, body)));
  }

  /** The upload host: multipart field `upload`, no session token (the path carries the key). */
  @Public()
  @Post('uploader/upload/:key')
  @HttpCode(200)
  @Answers({
    status: 200,
    description: 'The stored file, bare: `{ outputs: { orig } }`',
    contentTypes: ['application/json'],
    schema: { type: 'object', properties: { outputs: { type: 'object' } }, required: ['outputs'] },
  })
  // The key in the path is the credential (401), used once (409); the file has a size and type.
  @Fails(401, 409, 413, 415)
  @RateLimit({ name: 'upload', points: 60, windowSeconds: 600 })
  @UseGuards(UploadKeyGuard)
  @UseInterceptors(SingleFileUpload)
  async upload(@Req() request: UploadRequest) {
    const { file, uploadGrant, uploadKeyId } = request;
    if (!file?.key || !uploadGrant || !uploadKeyId) throw new Failure('NULL', 'upload');
    const stored = { ...file, key: file.key } as StoredUpload;
    const orig = await this.commands.execute(
      new RecordUploadCommand(uploadGrant, uploadKeyId, stored),
    );
    return { outputs: { orig } };
  }

  @Get('uploads/:key')
  @Answers({ status: 200, description: 'The photo', contentTypes: PHOTO_TYPES })
  async file(
    @CurrentActor() actor: Actor,
    @Params(fileParamsSchema) params: { key: string },
    @Res() response: Response,
  ) {
    await servePhoto(response, await this.queries.execute(new StoredPhotoQuery(params.key, actor)));
  }
}

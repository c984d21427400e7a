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
import { Body, Params, Returns } from '../../platform/http/contract';
import { ok } from '../../platform/http/envelope';
import { Failure } from '../../platform/http/failure';
import { RateLimit } from '../../platform/rate-limit/rate-limit';
import { SingleFileUpload, UploadKeyGuard, type UploadRequest } from './upload-host';
import type { StoredUpload } from './upload-stream';
import { UploadGrants } from './upload-grants';
import { servePhoto } from './serve-photo';
import { Uploads } from './uploads';

const fileParamsSchema = payload({ key: id() });

@Controller('api')
export class UploaderController {
  constructor(
    private readonly grants: UploadGrants,
    private readonly uploads: Uploads,
  ) {}

  /** A short-lived key to upload a photo for one of the caller's entries. */
  @Post('uploader/key')
  @Returns(uploadTargetSchema)
  @HttpCode(200)
  @RateLimit({ name: 'uploader-key', points: 60, windowSeconds: 600 })
  async key(@CurrentActor() actor: Actor, @Body(uploaderKeySchema) body: UploaderKey) {
    return ok(await this.grants.issue(actor, body));
  }

  /** The upload host: multipart field `upload`, no session token (the path carries the key). */
  @Public()
  @Post('uploader/upload/:key')
  @HttpCode(200)
  @RateLimit({ name: 'upload', points: 60, windowSeconds: 600 })
  @UseGuards(UploadKeyGuard)
  @UseInterceptors(SingleFileUpload)
  async upload(@Req() request: UploadRequest) {
    const { file, uploadGrant, uploadKeyId } = request;
    if (!file?.key || !uploadGrant || !uploadKeyId) throw new Failure('NULL', 'upload');
    const stored = { ...file, key: file.key } as StoredUpload;
    return { outputs: { orig: await this.uploads.record(uploadGrant, uploadKeyId, stored) } };
  }

  /** A stored photo, for its owner or staff only. */
  @Get('uploads/:key')
  async file(
    @CurrentActor() actor: Actor,
    @Params(fileParamsSchema) params: { key: string },
    @Res() response: Response,
  ) {
    await servePhoto(response, await this.uploads.read(params.key, actor));
  }
}

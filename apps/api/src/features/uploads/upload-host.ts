import {
  type CallHandler,
  type CanActivate,
  type ExecutionContext,
  Inject,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import type { Request, RequestHandler, Response } from 'express';
import multer, { MulterError } from 'multer';
import { type Observable, from, switchMap } from 'rxjs';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { Failure } from '../../platform/http/failure';
import { STORAGE, type Storage } from '../../platform/storage/storage';
import { type UploadGrant, UploadKeys, uploadKeyIdOf } from './upload-keys';
import { StorageFailed, type StoredUpload, StreamToStorage } from './upload-stream';
import { Uploads } from './uploads';

export type UploadRequest = Request & {
  uploadGrant?: UploadGrant;
  /** The key's id, under which its one file is recorded. */
  uploadKeyId?: string;
  file?: Express.Multer.File & Partial<StoredUpload>;
};

/**
 * The upload host's credential is its path: a signed key, checked before the body is read, and
 * refused (409 UPLOAD_KEY_USED) when a file was already stored with it.
 */
@Injectable()
export class UploadKeyGuard implements CanActivate {
  constructor(
    private readonly keys: UploadKeys,
    private readonly uploads: Uploads,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<UploadRequest>();
    const key = typeof request.params.key === 'string' ? request.params.key : '';
    request.uploadGrant = this.keys.verify(key);
    // The browser sends no language to the upload host: answer in the one the key was made for.
    request.headers['accept-language'] ??= request.uploadGrant.language;
    request.uploadKeyId = uploadKeyIdOf(key);
    if (await this.uploads.keyUsed(request.uploadKeyId))
      throw new Failure('UPLOAD_KEY_USED', 'key');
    return true;
  }
}

/** Multer's refusals in our codes: too large is FILE_TOO_LARGE, anything else malformed. */
function failureOf(error: unknown): unknown {
  // Our own refusals (format, size while streaming) and the store's failures as they are.
  if (error instanceof Failure) return error;
  if (error instanceof StorageFailed) return error.cause;
  if (error instanceof MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return new Failure('FILE_TOO_LARGE', 'upload');
    if (error.code === 'LIMIT_UNEXPECTED_FILE') return new Failure('VALIDATION', 'upload');
  }
  return new Failure('VALIDATION', 'upload');
}

/**
 * Streams one multipart file from the field `upload` to storage as it arrives (checked on the
 * way, never whole in memory), never more than `config.uploadMaxBytes`, with few and small
 * other parts.
 */
@Injectable()
export class SingleFileUpload implements NestInterceptor {
  private readonly parse: RequestHandler;

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(STORAGE) storage: Storage) {
    this.parse = multer({
      storage: new StreamToStorage(storage, config.uploadMaxBytes),
      fileFilter: StreamToStorage.checkName,
      limits: {
        fileSize: config.uploadMaxBytes,
        files: 1,
        fields: 8,
        fieldSize: 4096,
        parts: 10,
        headerPairs: 50,
      },
    }).single('upload');
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<UploadRequest>();
    const response = http.getResponse<Response>();
    const parsed = new Promise<void>((resolve, reject) =>
      this.parse(request, response, (error?: unknown) =>
        error ? reject(failureOf(error)) : resolve(),
      ),
    );
    return from(parsed).pipe(switchMap(() => next.handle()));
  }
}

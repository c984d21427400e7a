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
import { APP_CONFIG, type AppConfig } from '../config/config';
import { Failure } from '../http/failure';
import { type UploadGrant, UploadKeys } from './upload-keys';

export type UploadRequest = Request & { uploadGrant?: UploadGrant; file?: Express.Multer.File };

/** The upload host's credential is its path: a signed key, checked before the body is read. */
@Injectable()
export class UploadKeyGuard implements CanActivate {
  constructor(private readonly keys: UploadKeys) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<UploadRequest>();
    const key = request.params.key;
    request.uploadGrant = this.keys.verify(typeof key === 'string' ? key : '');
    // The browser sends no language to the upload host: answer in the one the key was made for.
    request.headers['accept-language'] ??= request.uploadGrant.language;
    return true;
  }
}

/** Multer's refusals in our codes: too large is FILE_TOO_LARGE, anything else malformed. */
function failureOf(error: unknown): Failure {
  if (error instanceof MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return new Failure('FILE_TOO_LARGE', 'upload');
    if (error.code === 'LIMIT_UNEXPECTED_FILE') return new Failure('VALIDATION', 'upload');
  }
  return new Failure('VALIDATION', 'upload');
}

/**
 * Reads one multipart file from the field `upload` into memory, never more than
 * `config.uploadMaxBytes` (+1 byte to know it was more), with few and small other parts.
 */
@Injectable()
export class SingleFileUpload implements NestInterceptor {
  private readonly parse: RequestHandler;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.parse = multer({
      storage: multer.memoryStorage(),
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

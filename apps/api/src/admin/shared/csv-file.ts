import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { parse } from 'csv-parse/sync';
import type { Request, RequestHandler, Response } from 'express';
import multer, { MulterError } from 'multer';
import { type Observable, from, switchMap } from 'rxjs';
import { Failure } from '../../platform/http/failure';

/** The largest admin CSV accepted (about 20,000 practice rows). */
export const CSV_MAX_BYTES = 5 * 1024 * 1024;

export type CsvRequest = Request & { file?: Express.Multer.File };

const readCsvPart: RequestHandler = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: CSV_MAX_BYTES, files: 1, fields: 8, fieldSize: 1024, parts: 10 },
}).single('file');

/** An admin CSV upload: one multipart file in the field `file`, held in memory. */
@Injectable()
export class CsvFileUpload implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const parsed = new Promise<void>((resolve, reject) =>
      readCsvPart(
        http.getRequest<CsvRequest>(),
        http.getResponse<Response>(),
        (error?: unknown) => {
          if (!error) return resolve();
          const tooLarge = error instanceof MulterError && error.code === 'LIMIT_FILE_SIZE';
          reject(new Failure(tooLarge ? 'FILE_TOO_LARGE' : 'VALIDATION', 'file'));
        },
      ),
    );
    return from(parsed).pipe(switchMap(() => next.handle()));
  }
}

/** The uploaded CSV's text; NULL on `file` when none came. */
export function csvText(request: CsvRequest): string {
  if (!request.file) throw new Failure('NULL', 'file');
  return request.file.buffer.toString('utf8');
}

/** One CSV record: its cells and the file line it ends on (1 is the first line). */
export interface CsvRecord {
  cells: string[];
  line: number;
}

/** Every record of a CSV (a BOM and blank lines ignored); CSV_UNREADABLE on `file` if not CSV. */
export function csvRecords(text: string): CsvRecord[] {
  try {
    const parsed = parse(text, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return parsed.map(({ record, info }) => ({ cells: record, line: info.lines }));
  } catch {
    throw new Failure('CSV_UNREADABLE', 'file');
  }
}

import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { Response, Test } from 'supertest';

/** V8's collector, callable without starting node with --expose-gc. */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

export interface StreamedDownload {
  status: number;
  headers: Record<string, string>;
  bytes: number;
  lines: number;
  /** The first lines, for checking the header and a row. */
  head: string[];
  /** The sum of one numeric column over every row (by its header name), if asked. */
  total: number;
  /** Largest heap in use (after a full collection) above the heap before the download. */
  heapGrowthBytes: number;
}

/**
 * Downloads a CSV response chunk by chunk without keeping it, forcing a collection every
 * `sampleEvery` lines and noting the live heap: a server that buffers the rows (or a client that
 * keeps the body) shows as heap growing with the rows; a streamed one stays flat.
 */
export function downloadMeasuringHeap(
  request: Test,
  options: { sampleEvery?: number; sumColumn?: string } = {},
): Promise<StreamedDownload> {
  const gc = collector();
  const sampleEvery = options.sampleEvery ?? 5_000;
  gc();
  const baseline = process.memoryUsage().heapUsed;
  return new Promise((resolve, reject) => {
    request
      .buffer(true)
      .parse((response, done) => {
        let bytes = 0;
        let lines = 0;
        let nextSample = sampleEvery;
        let peak = 0;
        let pending = '';
        let sumIndex = -1;
        let total = 0;
        const head: string[] = [];
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          const parts = (pending + chunk.toString('utf8')).split('\n');
          pending = parts.pop() ?? '';
          for (const line of parts) {
            if (lines < 3) head.push(line);
            if (lines === 0 && options.sumColumn)
              sumIndex = line.split(',').indexOf(options.sumColumn);
            else if (sumIndex >= 0) total += Number(line.split(',')[sumIndex]);
            lines += 1;
          }
          if (lines >= nextSample) {
            nextSample += sampleEvery;
            gc();
            peak = Math.max(peak, process.memoryUsage().heapUsed - baseline);
          }
        });
        response.on('end', () => {
          gc();
          peak = Math.max(peak, process.memoryUsage().heapUsed - baseline);
          done(null, { bytes, lines, head, total, heapGrowthBytes: peak });
        });
        response.on('error', (error: Error) => done(error, null));
      })
      .end((error: unknown, response: Response) => {
        if (error && !(response && response.status)) return reject(error);
        resolve({
          ...(response.body as Omit<StreamedDownload, 'status' | 'headers'>),
          status: response.status,
          headers: response.headers as Record<string, string>,
        });
      });
  });
}

export const MB = 1024 * 1024;

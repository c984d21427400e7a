import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { currentReceiptReading, dayOf } from '@lens/domain';
import { PinoLogger } from 'nestjs-pino';
import type { Pool } from 'pg';
import { CLOCK, type Clock } from '../../platform/clock/clock';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { PG_POOL } from '../../platform/infrastructure/tokens';
import type { SubmissionEventJob } from '../../platform/jobs/job-definitions';
import { type RunningWorker, runWorker } from '../../platform/jobs/job-workers';
import { STORAGE, type Storage } from '../../platform/storage/storage';
import { EntryStreams } from '../../features/submissions/entry-streams';
import { SYSTEM_TRIES, systemContext } from '../../platform/event-sourcing/command-context';
import { writeAggregate } from '../../platform/event-sourcing/write-aggregate';
import { receiptFile } from './receipt-file';
import { ReceiptOcr } from './receipt-ocr';
import { READER_ENGINE, type ReadingOutcome, readReceipt } from './receipt-reader';

/**
 * The receipt reading job (issue 28): on ReceiptImageAttached, read the entry's current receipt
 * (sharp, then tesseract.js) and record ReceiptRead or ReceiptUnreadable beside the entry, as the
 * system. It never changes what the patient entered and no request waits for it. A receipt
 * replaced since, or read already, is left alone, so replays and retries record nothing twice.
 * An image the engine cannot read, or cannot read in time, is recorded unreadable at once; only
 * our own failures (storage, the database) make the job try again.
 */
@Injectable()
export class ReceiptReadingProcessor implements OnApplicationBootstrap, OnModuleDestroy {
  private running: RunningWorker | null = null;
  private readonly ocr = new ReceiptOcr();

  constructor(
    @Inject(EntryStreams) private readonly entries: EntryStreams,
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(STORAGE) private readonly storage: Storage,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PinoLogger) private readonly logger: PinoLogger,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.logger.setContext('receipts');
  }

  onApplicationBootstrap(): void {
    this.running = runWorker(
      'receipts',
      {
        'read-receipt': (job) =>
          this.read(job.data, { lastTry: job.attemptsMade + 1 >= (job.opts.attempts ?? 1) }),
      },
      this.config,
      this.logger,
    );
  }

  async read(
    { submissionId, eventId }: SubmissionEventJob,
    { lastTry }: { lastTry: boolean } = { lastTry: true },
  ): Promise<void> {
    if (!this.config.receiptReading.enabled) return;
    const entry = await this.entries.state(submissionId);
    if (entry.kind !== 'entry' || !entry.receiptImage || currentReceiptReading(entry)) return;
    const { contentHash } = entry.receiptImage;
    const photo = await receiptFile(this.pool, this.storage, submissionId, contentHash);
    const started = process.cpuUsage();
    const outcome: ReadingOutcome = photo
      ? await readReceipt(this.ocr, photo, {
          timeoutMs: this.config.receiptReading.timeoutMs,
          today: dayOf(this.clock.now().getTime()),
        })
      : { status: 'unreadable', reason: 'IMAGE_UNAVAILABLE' };
    const cpu = process.cpuUsage(started);
    // A busy machine can make any reading slow: only the last try records it unreadable.
    if (outcome.status === 'unreadable' && outcome.reason === 'TIMEOUT' && !lastTry)
      throw new Error(`reading the receipt of ${submissionId} timed out; it is tried again`);
    await writeAggregate({
      ...this.entries.of(submissionId),
      command: {
        type: 'RecordReceiptReading',
        data: { submissionId, contentHash, engine: READER_ENGINE, outcome },
      },
      context: systemContext(eventId),
      tries: SYSTEM_TRIES,
    });
    this.logger.info(
      { submissionId, status: outcome.status, cpuMs: Math.round((cpu.user + cpu.system) / 1000) },
      'receipt read',
    );
  }

  async onModuleDestroy(): Promise<void> {
    await this.running?.close();
    await this.ocr.close();
  }
}

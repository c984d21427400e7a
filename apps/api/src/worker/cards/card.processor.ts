import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
  Optional,
} from '@nestjs/common';
import { DelayedError, UnrecoverableError } from 'bullmq';
import { PinoLogger } from 'nestjs-pino';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import type { SubmissionEventJob } from '../../platform/jobs/job-definitions';
import { type RunningWorker, type TypedJob, runWorker } from '../../platform/jobs/job-workers';
import { EntryContacts } from '../process-manager/entry-contacts';
import { EntryStreams } from '../../features/submissions/entry-streams';
import { SYSTEM_TRIES, systemContext } from '../../platform/event-sourcing/command-context';
import { writeAggregate } from '../../platform/event-sourcing/write-aggregate';
import { CardFulfilment } from './card-fulfilment';

/**
 * Test hook (the fault tests kill the worker here): after the provider has taken the order and
 * before the order is recorded as an event, log `card order placed` and wait this long.
 */
export const CARD_JOB_PAUSE_MS = Symbol('CARD_JOB_PAUSE_MS');

/** One card per entry: the order id is the entry's, so a retried job re-places the same order. */
export const orderIdOf = (submissionId: string) => `card-${submissionId}`;

/**
 * The card-mailing jobs (DESIGN §5): on SubmissionApproved, order the prepaid card through the
 * fulfilment port and record RewardCardOrdered with what the provider reports; on
 * RewardCardOrdered (delayed by the provider's mailing time), ask the provider and record
 * RewardCardMailed once it has mailed the card (the "on its way" e-mail follows that event, so
 * it follows the provider's own status). A provider that fails a call fails the job: BullMQ
 * tries it again with back-off and then keeps it in the back office's failed jobs. Each step looks at the entry first, so a job run
 * again finds its work done and does nothing more.
 */
@Injectable()
export class CardProcessor implements OnApplicationBootstrap, OnModuleDestroy {
  private running: RunningWorker | null = null;

  constructor(
    @Inject(EntryStreams) private readonly entries: EntryStreams,
    @Inject(CardFulfilment) private readonly provider: CardFulfilment,
    @Inject(EntryContacts) private readonly contacts: EntryContacts,
    @Inject(PinoLogger) private readonly logger: PinoLogger,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() @Inject(CARD_JOB_PAUSE_MS) private readonly pauseMs: number = 0,
  ) {
    this.logger.setContext('cards');
  }

  onApplicationBootstrap(): void {
    this.running = runWorker(
      'card-mailing',
      {
        'order-card': (job) => this.order(job.data),
        'mail-card': (job, token) => this.mail(job, token),
      },
      this.config,
      this.logger,
    );
  }

  async order({ submissionId, eventId }: SubmissionEventJob): Promise<void> {
    const entry = await this.entries.state(submissionId);
    if (entry.kind !== 'entry' || entry.status !== 'approved' || entry.card) return;
    const contact = await this.contacts.of(entry);
    const placed = await this.provider.placeOrder({
      orderId: orderIdOf(submissionId),
      submissionId,
      amount: entry.confirmation?.rewards.totalReward ?? 0,
      recipient: contact?.address ?? null,
    });
    if (this.pauseMs > 0) {
      this.logger.info({ submissionId, orderId: placed.orderId }, 'card order placed');
      await new Promise((resolve) => setTimeout(resolve, this.pauseMs));
    }
    await writeAggregate({
      ...this.entries.of(submissionId),
      command: {
        type: 'OrderRewardCard',
        data: {
          submissionId,
          orderId: placed.orderId,
          fulfillmentType: placed.fulfillmentType,
          maskedNumber: placed.maskedNumber,
          expiry: placed.expiry,
        },
      },
      context: systemContext(eventId),
      tries: SYSTEM_TRIES,
    });
    this.logger.info({ submissionId, orderId: placed.orderId }, 'card ordered');
  }

  async mail(job: TypedJob<'card-mailing', 'mail-card'>, token: string | undefined) {
    const { submissionId, eventId } = job.data;
    const entry = await this.entries.state(submissionId);
    if (entry.kind !== 'entry' || !entry.card || entry.card.mailedAt) return;
    const { orderId } = entry.card;
    const status = await this.provider.status(orderId);
    if (!status) throw new Error(`the provider does not know card order ${orderId}`);
    if (status.status === 'failed')
      // Definitive: asking again changes nothing. The job goes straight to the back office's
      // failed jobs with the provider's reason; no "on its way" e-mail is ever sent for it.
      throw new UnrecoverableError(
        `the card provider gave up on card order ${orderId}: ${status.reason}`,
      );
    if (status.status === 'ordered') {
      // Not mailed yet: ask again when the provider expects to have mailed it.
      await job.moveToDelayed(Date.now() + status.checkAgainInMs, token);
      throw new DelayedError();
    }
    await writeAggregate({
      ...this.entries.of(submissionId),
      command: {
        type: 'MarkRewardCardMailed',
        data: { submissionId, orderId, trackingId: status.trackingId },
      },
      context: systemContext(eventId),
      tries: SYSTEM_TRIES,
    });
    this.logger.info({ submissionId, orderId }, 'card mailed');
  }

  async onModuleDestroy(): Promise<void> {
    await this.running?.close();
  }
}

import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Message } from '@lens/domain';
import type { EventStore } from '@lens/event-store';
import type { InvoiceSupport, InvoiceSupportResult } from '@lens/validation';
import type { Actor } from '../../../platform/auth/tokens';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import { type CommandContext, metadataOf } from '../../../platform/event-sourcing/command-context';
import { ProjectionWaiter } from '../../../platform/event-sourcing/projection-waiter';
import { EVENT_STORE } from '../../../platform/infrastructure/tokens';
import { ReadModels } from '../../../platform/read-models/read-models';
import { PROJECTION_NAMES, invoiceDayTotals } from '@lens/read-models';

/**
 * invoiceSupport (spec 001 §3): the Jira issue that supports the invoices of one fulfilment type
 * on one invoice day. Stream `invoice-support-<fulfillmentType>-<invoiceDate>`; a later event on
 * the stream replaces the Jira id. The invoices projection (libs/read-models) applies it: every
 * invoice line of that type and day carries the id.
 */
type InvoiceSupportRecorded = Message<
  'InvoiceSupportRecorded',
  {
    fulfillmentType: string;
    invoiceDate: string;
    jiraId: string;
    recordedBy: string;
    recordedAt: string;
  }
>;

const invoiceSupportStream = (fulfillmentType: string, invoiceDate: string) =>
  `invoice-support-${fulfillmentType}-${invoiceDate}`;

/**
 * Records which Jira issue supports a day's invoices of one fulfilment type, and waits (up to
 * 2 s) for the invoices projection to apply it, so the next list shows the id.
 */
export class RecordInvoiceSupportCommand extends Command<InvoiceSupportResult> {
  constructor(
    readonly admin: Actor,
    readonly request: InvoiceSupport,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(RecordInvoiceSupportCommand)
export class RecordInvoiceSupportHandler implements ICommandHandler<RecordInvoiceSupportCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly waiter: ProjectionWaiter,
    private readonly readModels: ReadModels,
  ) {}

  async execute({
    admin,
    request,
    context,
  }: RecordInvoiceSupportCommand): Promise<InvoiceSupportResult> {
    const event: InvoiceSupportRecorded = {
      type: 'InvoiceSupportRecorded',
      data: {
        fulfillmentType: request.fulfillmentType,
        invoiceDate: request.invoiceDate,
        jiraId: request.jiraId,
        recordedBy: admin.profileId,
        recordedAt: this.clock.now().toISOString(),
      },
    };
    const { position } = await this.store.append(
      invoiceSupportStream(request.fulfillmentType, request.invoiceDate),
      [{ ...event, metadata: metadataOf(context) }],
      'any',
    );
    await this.waiter.waitFor(position, [PROJECTION_NAMES.invoices]);
    const totals = await invoiceDayTotals(
      this.readModels,
      request.fulfillmentType,
      request.invoiceDate,
    );
    return { ...request, invoices: totals.count, value: totals.value };
  }
}

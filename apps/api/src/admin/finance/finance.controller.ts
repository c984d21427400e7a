import { Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  type FinanceInvoiceQuery,
  type InvoiceSupport,
  type ReconciliationQuery,
  financeInvoiceQuerySchema,
  invoicePageSchema,
  invoiceSupportResultSchema,
  invoiceSupportSchema,
  reconciliationQuerySchema,
  reconciliationSchema,
} from '@lens/validation';
import type { Response } from 'express';
import { CurrentActor } from '../../platform/auth/access';
import { RequestContext } from '../../platform/auth/request-context';
import type { Actor } from '../../platform/auth/tokens';
import type { CommandContext } from '../../platform/event-sourcing/command-context';
import { Answers, Body, Query, Returns } from '../../platform/http/contract';
import { ok } from '../../platform/http/envelope';
import { FinanceOnly } from '../access/staff';
import { RecordInvoiceSupportCommand } from './commands/record-invoice-support';
import { CardReconciliationQuery } from './queries/card-reconciliation';
import { InvoicePageQuery } from './queries/invoice-page';
import { InvoicesCsvQuery } from './queries/invoices-csv';

/** Finance: invoice lines by day and type (JSON pages or streamed CSV), invoiceSupport, cards. */
@Controller('admin/api')
@FinanceOnly()
export class FinanceController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** `format=csv` streams every line of the range (header token or admin session cookie). */
  @Get('invoices')
  @Returns(invoicePageSchema)
  @Answers({ status: 200, description: '`format=csv`: every line', contentTypes: ['text/csv'] })
  async list(
    @Query(financeInvoiceQuerySchema) query: FinanceInvoiceQuery,
    @Res() response: Response,
  ): Promise<void> {
    if (query.format === 'csv')
      await (
        await this.queries.execute(new InvoicesCsvQuery(query))
      )(response);
    else response.status(200).json(ok(await this.queries.execute(new InvoicePageQuery(query))));
  }

  @Post('invoices/support')
  @HttpCode(201)
  @Returns(invoiceSupportResultSchema)
  async support(
    @CurrentActor() actor: Actor,
    @Body(invoiceSupportSchema) body: InvoiceSupport,
    @RequestContext() context: CommandContext,
  ) {
    return ok(await this.commands.execute(new RecordInvoiceSupportCommand(actor, body, context)));
  }

  @Get('card-fulfilment')
  @Returns(reconciliationSchema)
  async cards(@Query(reconciliationQuerySchema) query: ReconciliationQuery) {
    return ok(await this.queries.execute(new CardReconciliationQuery(query)));
  }
}

import { Controller, Get, Header, Res, UseGuards } from '@nestjs/common';
import { devMailListSchema, devMailSchema } from '@lens/validation';
import type { Response } from 'express';
import { z } from 'zod';
import { Public } from '../../platform/auth/access';
import { escapeHtml } from '../../worker/email/mail-layout';
import { Answers, Fails, Params, Query, Returns } from '../../platform/http/contract';
import { ok } from '../../platform/http/envelope';
import { Failure } from '../../platform/http/failure';
import { NotInProduction } from './dev-inbox.controller';
import { DevMailInbox } from './dev-mail-inbox';
import { DevSmsInbox } from './dev-sms-inbox';
import { PAGE_CSP, devPage, inboxPage } from './inbox-page';

const mailQuerySchema = z.object({ to: z.string().max(254).optional() });
const inboxQuerySchema = z.object({
  to: z.string().max(254).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
});
const mailParamsSchema = z.object({ id: z.string().max(240) });

/**
 * The e-mails the worker wrote to `var/mail` (the default transport), outside production only:
 * `GET /dev/inbox` (a page of them beside the text messages, filtered by address),
 * `/dev/inbox/:id` (one message), and the same as JSON under `/api/dev/mail` for tests and
 * tools. With SMTP configured, Mailpit is the inbox.
 */
@Controller()
@UseGuards(NotInProduction)
export class DevMailController {
  constructor(
    private readonly inbox: DevMailInbox,
    private readonly texts: DevSmsInbox,
  ) {}

  @Public()
  @Get('api/dev/mail')
  // Production has no dev routes: NotInProduction answers 404.
  @Fails(404)
  @Returns(devMailListSchema)
  async list(@Query(mailQuerySchema) query: z.infer<typeof mailQuerySchema>) {
    return ok({ messages: await this.inbox.list(query.to) });
  }

  @Public()
  @Get('api/dev/mail/:id')
  @Returns(devMailSchema)
  async one(@Params(mailParamsSchema) params: z.infer<typeof mailParamsSchema>) {
    const mail = await this.inbox.get(params.id);
    if (!mail) throw new Failure('NOT_FOUND', 'id');
    return ok({ message: mail });
  }

  /** The inbox page: e-mails (a page at a time) and text messages, filtered by address. */
  @Public()
  @Get('dev/inbox')
  // Production has no dev routes: NotInProduction answers 404.
  @Fails(404)
  @Answers({ status: 200, description: 'The inbox page', contentTypes: ['text/html'] })
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Content-Security-Policy', PAGE_CSP)
  async page(@Query(inboxQuerySchema) query: z.infer<typeof inboxQuerySchema>) {
    const address = query.to?.trim() ?? '';
    return inboxPage({
      address,
      mail: await this.inbox.page(address, query.page ?? 1),
      texts: this.texts.matching(address),
    });
  }

  @Public()
  @Get('dev/inbox/:id')
  @Answers({ status: 200, description: 'One e-mail', contentTypes: ['text/html'] })
  async message(
    @Params(mailParamsSchema) params: z.infer<typeof mailParamsSchema>,
    @Res() response: Response,
  ) {
    const mail = await this.inbox.get(params.id);
    if (!mail) throw new Failure('NOT_FOUND', 'id');
    const body =
      `<p><a href="/dev/inbox">← Dev inbox</a></p><h1>${escapeHtml(mail.subject)}</h1>` +
      `<table><tr><th>From</th><td>${escapeHtml(mail.from)}</td></tr>` +
      `<tr><th>To</th><td>${escapeHtml(mail.to)}</td></tr>` +
      `<tr><th>Sent</th><td>${escapeHtml(mail.sentAt)}</td></tr>` +
      `<tr><th>Template</th><td>${escapeHtml(mail.template)} (${escapeHtml(mail.language)})</td></tr></table>` +
      `<h2>HTML</h2><iframe sandbox title="HTML part" srcdoc="${escapeHtml(mail.html)}"></iframe>` +
      `<h2>Text</h2><pre>${escapeHtml(mail.text)}</pre>`;
    response
      .status(200)
      .set('Content-Type', 'text/html; charset=utf-8')
      .set('Content-Security-Policy', PAGE_CSP)
      .send(devPage(mail.subject, body));
  }
}

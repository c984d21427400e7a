import { Controller, Get, Header, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { z } from 'zod';
import { Public } from '../auth/access';
import { escapeHtml } from '../email/mail-layout';
import { Params, Query } from '../http/contract';
import { ok } from '../http/envelope';
import { Failure } from '../http/failure';
import { NotInProduction } from './dev-inbox.controller';
import { DevMailInbox, type MailSummary } from './dev-mail-inbox';

const mailQuerySchema = z.object({ to: z.string().max(254).optional() });
const mailParamsSchema = z.object({ id: z.string().max(240) });

const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'";

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
  '<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:60rem}' +
  'table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.3rem .6rem;border-bottom:1px solid #ddd}' +
  'iframe{width:100%;height:32rem;border:1px solid #ccc}pre{white-space:pre-wrap;background:#f6f6f6;padding:1rem}</style>' +
  `</head><body>${body}</body></html>`;

function listPage(mails: readonly MailSummary[]): string {
  const rows = mails
    .map(
      (mail) =>
        `<tr><td>${escapeHtml(mail.sentAt)}</td><td>${escapeHtml(mail.to)}</td>` +
        `<td><a href="/dev/inbox/${encodeURIComponent(mail.id)}">${escapeHtml(mail.subject)}</a></td>` +
        `<td>${escapeHtml(mail.template)}</td><td>${escapeHtml(mail.language)}</td></tr>`,
    )
    .join('');
  return page(
    'Dev inbox',
    `<h1>Dev inbox</h1><p>${mails.length} e-mail(s) written to var/mail, newest first.</p>` +
      '<table><thead><tr><th>Sent</th><th>To</th><th>Subject</th><th>Template</th><th>Language</th></tr></thead>' +
      `<tbody>${rows}</tbody></table>`,
  );
}

/**
 * The e-mails the worker wrote to `var/mail` (the default transport), outside production only:
 * `GET /dev/inbox` (a page listing them), `/dev/inbox/:id` (one message), and the same as JSON
 * under `/api/dev/mail` for tests and tools. With SMTP configured, Mailpit is the inbox.
 */
@Controller()
@UseGuards(NotInProduction)
export class DevMailController {
  constructor(private readonly inbox: DevMailInbox) {}

  @Public()
  @Get('api/dev/mail')
  async list(@Query(mailQuerySchema) query: z.infer<typeof mailQuerySchema>) {
    return ok({ messages: await this.inbox.list(query.to) });
  }

  @Public()
  @Get('api/dev/mail/:id')
  async one(@Params(mailParamsSchema) params: z.infer<typeof mailParamsSchema>) {
    const mail = await this.inbox.get(params.id);
    if (!mail) throw new Failure('NOT_FOUND', 'id');
    return ok({ message: mail });
  }

  @Public()
  @Get('dev/inbox')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Content-Security-Policy', PAGE_CSP)
  async page() {
    return listPage(await this.inbox.list());
  }

  @Public()
  @Get('dev/inbox/:id')
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
      .send(page(mail.subject, body));
  }
}

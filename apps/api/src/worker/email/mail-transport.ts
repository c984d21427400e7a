import { appendFile, mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { createTransport } from 'nodemailer';
import { CLOCK, type Clock } from '../../platform/clock/clock';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import type { RenderedMail } from './mail-layout';

/** One message to send; `id` names it (the job id), so sending it again replaces, never adds. */
export interface OutgoingMail extends RenderedMail {
  id: string;
  to: string;
  template: string;
  language: string;
  /** The entry an entry e-mail is about (the send ledger records it). */
  submissionId?: string | null;
  /** A marketing e-mail's RFC 8058 one-click unsubscribe address (HTTPS, POST). */
  listUnsubscribe?: string;
}

/** What the dev inbox shows of a message written to `var/mail` (the `.json` beside the `.eml`). */
export interface StoredMail {
  id: string;
  to: string;
  from: string;
  subject: string;
  template: string;
  language: string;
  messageId: string;
  sentAt: string;
  text: string;
  html: string;
  /** The `List-Unsubscribe` address of a marketing e-mail. */
  listUnsubscribe?: string;
}

/** RFC 2369 and RFC 8058 headers: a one-click unsubscribe mail providers show as a button. */
const unsubscribeHeaders = (url: string | undefined): Record<string, string> =>
  url
    ? { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
    : {};

/** File names of a message: job ids are letters, digits, `.`, `-` and `_`. */
export const mailFileName = (id: string) => id.replace(/[^A-Za-z0-9._-]/g, '_');

/** The file transport's send ledger under `var/mail`: one JSON line appended per message sent. */
export const SEND_LEDGER = 'sent.jsonl';

/** A line of the send ledger. */
export interface SendRecord {
  id: string;
  to: string;
  template: string;
  submissionId: string | null;
  messageId: string;
  sentAt: string;
  pid: number;
}

/**
 * Sends with nodemailer: through SMTP when `config.smtpUrl` is set (Mailpit in compose), else
 * rendered to RFC 822 and written as `<id>.eml` under `config.paths.mail` with a `<id>.json`
 * beside it for the dev inbox. Files are written under a temporary name and renamed, so a
 * reader never sees half a message. The file transport is a mailbox that knows its messages: a
 * message whose `<id>.eml` is there already (a worker died after sending it, before recording
 * it) is not sent again; each message it does send adds a line to `sent.jsonl` (SEND_LEDGER),
 * never rewritten, so a message sent twice shows as two lines (the fleet test counts them).
 */
@Injectable()
export class MailTransport implements OnModuleDestroy {
  private readonly smtp;
  private readonly files = createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.smtp = config.smtpUrl ? createTransport(config.smtpUrl) : null;
  }

  get kind(): 'smtp' | 'files' {
    return this.smtp ? 'smtp' : 'files';
  }

  async send(mail: OutgoingMail): Promise<{ messageId: string }> {
    const sentAt = this.clock.now();
    const message = {
      date: sentAt,
      from: this.config.mailFrom,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: `<${mailFileName(mail.id)}@lensrewards.example>`,
      headers: {
        'X-Lens-Template': mail.template,
        'Content-Language': mail.language,
        ...unsubscribeHeaders(mail.listUnsubscribe),
      },
    };
    if (this.smtp) {
      const info = await this.smtp.sendMail(message);
      return { messageId: info.messageId };
    }
    const eml = `${mailFileName(mail.id)}.eml`;
    if (await this.exists(eml)) return { messageId: message.messageId };
    const info = await this.files.sendMail(message);
    const stored: StoredMail = {
      id: mail.id,
      to: mail.to,
      from: this.config.mailFrom,
      subject: mail.subject,
      template: mail.template,
      language: mail.language,
      messageId: info.messageId,
      sentAt: sentAt.toISOString(),
      text: mail.text,
      html: mail.html,
      ...(mail.listUnsubscribe ? { listUnsubscribe: mail.listUnsubscribe } : {}),
    };
    const record: SendRecord = {
      id: mail.id,
      to: mail.to,
      template: mail.template,
      submissionId: mail.submissionId ?? null,
      messageId: info.messageId,
      sentAt: stored.sentAt,
      pid: process.pid,
    };
    await this.write(`${mailFileName(mail.id)}.json`, JSON.stringify(stored, null, 2));
    // The ledger's line and the message's file: the file's rename, just after, is the send.
    await this.write(eml, info.message as Buffer, async () =>
      appendFile(path.join(this.config.paths.mail, SEND_LEDGER), `${JSON.stringify(record)}\n`),
    );
    return { messageId: info.messageId };
  }

  private exists(name: string): Promise<boolean> {
    return stat(path.join(this.config.paths.mail, name)).then(
      () => true,
      () => false,
    );
  }

  private async write(
    name: string,
    content: Buffer | string,
    beforeRename?: () => Promise<void>,
  ): Promise<void> {
    const dir = this.config.paths.mail;
    const temporary = path.join(dir, `.${name}.${process.pid}.tmp`);
    // The folder is made when a write finds it missing, not checked before every write.
    await writeFile(temporary, content).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
      await mkdir(dir, { recursive: true });
      await writeFile(temporary, content);
    });
    await beforeRename?.();
    await rename(temporary, path.join(dir, name));
  }

  onModuleDestroy(): void {
    this.smtp?.close();
  }
}

import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { type StoredMail, mailFileName } from '../../worker/email/mail-transport';

const LISTED = 200;
/** E-mails per page of the dev inbox page. */
export const MAIL_PAGE_SIZE = 50;
const SAFE_ID = /^[A-Za-z0-9._-]{1,240}$/;

export type MailSummary = Omit<StoredMail, 'text' | 'html'>;

/** The e-mails the worker wrote to `var/mail` (the default transport), for the dev inbox. */
@Injectable()
export class DevMailInbox {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Newest first, at most 200; only those to `to` when given (case-insensitive). */
  async list(to?: string): Promise<MailSummary[]> {
    const all = await this.all();
    return all.filter((mail) => !to || mail.to.toLowerCase() === to.toLowerCase()).slice(0, LISTED);
  }

  /** One page (newest first) of the e-mails whose address contains `address`, and how many. */
  async page(address: string, page: number) {
    const wanted = address.trim().toLowerCase();
    const matching = (await this.all()).filter((mail) => mail.to.toLowerCase().includes(wanted));
    const pages = Math.max(1, Math.ceil(matching.length / MAIL_PAGE_SIZE));
    const current = Math.min(Math.max(1, page), pages);
    const start = (current - 1) * MAIL_PAGE_SIZE;
    return {
      total: matching.length,
      page: current,
      pages,
      messages: matching.slice(start, start + MAIL_PAGE_SIZE),
    };
  }

  private async all(): Promise<MailSummary[]> {
    const names = await readdir(this.config.paths.mail).catch(() => [] as string[]);
    const mails = await Promise.all(
      names.filter((name) => name.endsWith('.json')).map((name) => this.read(name)),
    );
    return mails
      .filter((mail): mail is StoredMail => mail !== null)
      .sort((a, b) => (a.sentAt < b.sentAt ? 1 : a.sentAt > b.sentAt ? -1 : 0))
      .map(({ text: _text, html: _html, ...summary }) => summary);
  }

  async get(id: string): Promise<StoredMail | null> {
    return SAFE_ID.test(id) ? this.read(`${mailFileName(id)}.json`) : null;
  }

  /** The message as sent (RFC 822). */
  async raw(id: string): Promise<Buffer | null> {
    if (!SAFE_ID.test(id)) return null;
    return readFile(path.join(this.config.paths.mail, `${mailFileName(id)}.eml`)).catch(() => null);
  }

  private async read(name: string): Promise<StoredMail | null> {
    try {
      return JSON.parse(
        await readFile(path.join(this.config.paths.mail, name), 'utf8'),
      ) as StoredMail;
    } catch {
      return null;
    }
  }
}

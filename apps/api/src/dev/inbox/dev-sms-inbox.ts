import { Injectable } from '@nestjs/common';

export interface InboxSms {
  phone_number: string;
  body: string;
  sent_at: string;
}

const KEPT = 500;

/** The texts the default SMS adapter "sent", newest last; memory only, the last 500. */
@Injectable()
export class DevSmsInbox {
  private readonly messages: InboxSms[] = [];

  add(message: InboxSms): void {
    this.messages.push(message);
    if (this.messages.length > KEPT) this.messages.splice(0, this.messages.length - KEPT);
  }

  /** The texts to numbers containing `digits` (any punctuation ignored), newest first. */
  matching(address: string): InboxSms[] {
    const digits = address.replace(/\D/g, '');
    // An e-mail address (or any text without digits) filters the texts out, not in.
    if (address.trim() !== '' && digits === '') return [];
    return this.messages
      .filter((message) => message.phone_number.replace(/\D/g, '').includes(digits))
      .reverse();
  }

  /** A number's texts, newest first. */
  to(phoneNumber: string): InboxSms[] {
    return this.messages.filter((message) => message.phone_number === phoneNumber).reverse();
  }
}

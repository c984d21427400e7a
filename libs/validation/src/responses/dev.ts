import { z } from 'zod';
import { instant } from './shared';

/** An e-mail the worker wrote to `var/mail` (outside production), without its bodies. */
export const devMailSummarySchema = z.object({
  id: z.string(),
  to: z.string(),
  from: z.string(),
  subject: z.string(),
  template: z.string(),
  language: z.string(),
  messageId: z.string(),
  sentAt: instant(),
  /** The `List-Unsubscribe` address of a marketing e-mail. */
  listUnsubscribe: z.string().optional(),
});

/** `GET /api/dev/mail`: the e-mails written, newest first. */
export const devMailListSchema = z.object({ messages: z.array(devMailSummarySchema) });

/** `GET /api/dev/mail/{id}`: one e-mail with its text and HTML. */
export const devMailSchema = z.object({
  message: devMailSummarySchema.extend({ text: z.string(), html: z.string() }),
});

/** `GET /api/dev/sms`: the texts "sent" to a number (development and tests only). */
export const devSmsListSchema = z.object({
  messages: z.array(z.object({ phone_number: z.string(), body: z.string(), sent_at: instant() })),
});

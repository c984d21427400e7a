import { randomBytes } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  type ExpressContact,
  type Language,
  NOT_LISTED_SAP,
  type SubmissionCommand,
  submissionDecider,
} from '@lens/domain';
import type { ExpressCheckout } from '@lens/validation';
import { PinoLogger } from 'nestjs-pino';
import { SmsSender } from '../../../platform/auth/sms-sender';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/config';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';
import { inSequence } from '../../../platform/event-sourcing/in-sequence';
import { newStream, writeAggregate } from '../../../platform/event-sourcing/write-aggregate';
import { Failure } from '../../../platform/http/failure';
import { PracticeSnapshots } from '../../practices/practice-snapshots';
import { EntryStreams } from '../../submissions/entry-streams';
import { domainSupplies } from '../../submissions/supplies-request';
import { claimPathOf } from '../claim-path';
import { EXPRESS_OWNER } from '../express-entry';
import { claimLinkText } from '../express-link-texts';

const PURCHASE_DATE_CODES = new Set([
  'INVALID_PURCHASE_DATE',
  'PURCHASE_DATE_IN_FUTURE',
  'NO_OFFER_ON_DATE',
  'SUBMISSION_WINDOW_CLOSED',
]);

/** 128 random bits, URL-safe: the link itself is the claimant's credential (DESIGN §9). */
const newExpressId = () => randomBytes(16).toString('base64url');

interface LinkDelivery {
  channel: 'email' | 'sms';
  to: string;
  sent: boolean;
  reason?: 'SMS_REFUSED' | 'SMS_UNAVAILABLE';
}

export interface ExpressCheckoutCreated {
  submissionId: string;
  entryType: ExpressCheckout['entry_type'];
  claimPath: string;
  link: LinkDelivery;
}

/**
 * A practice's checkout or shop creates an express entry: the purchase date, the supplies and
 * where the claim link goes, in one append or nothing at all. The link is e-mailed by the worker
 * (planned from `ExpressEntryOffered`, once); with only a phone number it is texted from here.
 */
export class CheckoutExpressEntryCommand extends Command<ExpressCheckoutCreated> {
  constructor(
    readonly request: ExpressCheckout,
    readonly language: Language,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(CheckoutExpressEntryCommand)
export class CheckoutExpressEntryHandler implements ICommandHandler<CheckoutExpressEntryCommand> {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly practices: PracticeSnapshots,
    private readonly entries: EntryStreams,
    private readonly sms: SmsSender,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext('express-claims');
  }

  async execute({
    request,
    language,
    context,
  }: CheckoutExpressEntryCommand): Promise<ExpressCheckoutCreated> {
    const practice = await this.practices.find(request.sap, null);
    if (!practice || practice.sap === NOT_LISTED_SAP)
      throw new Failure('PRACTICE_NOT_FOUND', 'sap');
    if (practice.status !== 'active') throw new Failure('PRACTICE_INACTIVE', 'sap');
    // Only a text could reach a patient who gave a phone alone: none without an SMS provider.
    if (!request.email && !this.sms.available) throw new Failure('SMS_NOT_OFFERED', 'phone_number');
    const submissionId = newExpressId();
    const contact: ExpressContact = {
      email: request.email ?? null,
      phone: request.phone_number || null,
      language: request.language ?? language,
    };
    const commands: SubmissionCommand[] = [
      {
        type: 'EnterPurchaseDate',
        data: {
          submissionId,
          profileId: EXPRESS_OWNER,
          patientId: EXPRESS_OWNER,
          purchaseDate: request.purchase_date,
          entryType: request.entry_type,
        },
      },
      {
        type: 'SubmitSupplies',
        data: {
          submissionId,
          patientId: EXPRESS_OWNER,
          supplies: domainSupplies(request.supplies),
          practice,
          patientType: 'current_wearer',
          priorPurchases: [],
        },
      },
      { type: 'OfferExpressEntry', data: { submissionId, contact } },
    ];
    await writeAggregate({
      ...this.entries.of(submissionId),
      decider: inSequence(submissionDecider),
      command: commands,
      context,
      loaded: newStream(submissionDecider),
      refused: ({ code, field, detail }) =>
        new Failure(
          code,
          PURCHASE_DATE_CODES.has(code) ? 'purchase_date' : 'supplies',
          field === 'body' ? detail : { field, ...detail },
        ),
    });
    const claimPath = claimPathOf(request.entry_type, submissionId);
    return {
      submissionId,
      entryType: request.entry_type,
      claimPath,
      link: await this.deliverLink(contact, claimPath, practice.displayName ?? ''),
    };
  }

  /** Where the claim link went: by e-mail (the worker sends it), else by text from here. */
  private async deliverLink(
    contact: ExpressContact,
    claimPath: string,
    practiceName: string,
  ): Promise<LinkDelivery> {
    if (contact.email) return { channel: 'email', to: contact.email, sent: true };
    const phone = contact.phone ?? '';
    const to = `(•••) •••-${phone.slice(-4)}`;
    try {
      const url = `${this.config.siteUrl}${claimPath}`;
      await this.sms.send({ to: phone, body: claimLinkText(contact.language, practiceName, url) });
      return { channel: 'sms', to, sent: true };
    } catch (error) {
      // The entry stands; the checkout page says why and shows the link to hand over instead.
      this.logger.warn({ err: error, to }, 'express claim link not texted');
      const code = error instanceof Failure ? error.code : 'SMS_UNAVAILABLE';
      return {
        channel: 'sms',
        to,
        sent: false,
        reason: code === 'SMS_REFUSED' ? 'SMS_REFUSED' : 'SMS_UNAVAILABLE',
      };
    }
  }
}

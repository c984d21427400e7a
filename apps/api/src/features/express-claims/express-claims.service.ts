import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  type ExpressContact,
  type Language,
  NOT_LISTED_SAP,
  type SubmissionCommand,
  type SubmissionEntryState,
  type SubmissionEnv,
  type SubmissionEvent,
  confirmationCodeGenerator,
  submissionDecider,
} from '@lens/domain';
import type { EventStore } from '@lens/event-store';
import type { ExpressCheckout, ExpressClaim } from '@lens/validation';
import { PinoLogger } from 'nestjs-pino';
import { SmsSender } from '../../platform/auth/sms-sender';
import { CLOCK, type Clock } from '../../platform/clock/clock';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { type CommandContext, metadataOf } from '../../platform/event-sourcing/command-context';
import { decideAndAppend, load } from '../../platform/event-sourcing/decide-and-append';
import { Failure } from '../../platform/http/failure';
import { EVENT_STORE } from '../../platform/infrastructure/tokens';
import { SupplyLedger } from '../ledger/supply-ledger';
import { PracticeDirectory } from '../practices/practice-directory';
import { PracticeSnapshots } from '../practices/practice-snapshots';
import { submissionStream } from '../submissions/submission-commands';
import { domainSupplies } from '../submissions/supplies-request';
import { UPLOAD_HOST_PATH } from '../uploads/upload-grants';
import { UploadKeys } from '../uploads/upload-keys';
import { Uploads } from '../uploads/uploads';
import { claimPathOf } from './claim-path';
import { submissionEnv } from '../submissions/submission-env';
import { EXPRESS_OWNER, type ExpressClaimView, expressDecider, publicView } from './express-entry';
import { claimLinkText } from './express-link-texts';
import { expressPatientId } from './express-patients';

const PURCHASE_DATE_CODES = new Set([
  'INVALID_PURCHASE_DATE',
  'PURCHASE_DATE_IN_FUTURE',
  'NO_OFFER_ON_DATE',
  'SUBMISSION_WINDOW_CLOSED',
]);

/** 128 random bits, URL-safe: the link itself is the claimant's credential (DESIGN §9). */
const newExpressId = () => randomBytes(16).toString('base64url');

/**
 * Express rewards and checkout shop (DESIGN §9): a practice's checkout or shop creates the entry
 * on its `submission-<id>` stream; the holder of the link claims it, adds a photo through the
 * upload host and confirms, or says it is not needed. Every step is the submission decider's.
 */
@Injectable()
export class ExpressClaims {
  private readonly newConfirmationCode = confirmationCodeGenerator((size) => randomInt(size));

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly practices: PracticeSnapshots,
    private readonly directory: PracticeDirectory,
    private readonly keys: UploadKeys,
    private readonly uploads: Uploads,
    private readonly ledger: SupplyLedger,
    private readonly sms: SmsSender,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext('express-claims');
  }

  private env(): SubmissionEnv {
    return submissionEnv(this.clock, this.config, this.newConfirmationCode);
  }

  /**
   * The practice's checkout: the purchase date, the supplies and where the claim link goes, in
   * one append or nothing at all. The link is e-mailed by the worker (planned from
   * `ExpressEntryOffered`, once); with only a phone number it is texted from here.
   */
  async checkout(request: ExpressCheckout, language: Language, context: CommandContext) {
    const practice = await this.practices.find(request.sap, null);
    if (!practice || practice.sap === NOT_LISTED_SAP)
      throw new Failure('PRACTICE_NOT_FOUND', 'sap');
    if (practice.status !== 'active') throw new Failure('PRACTICE_INACTIVE', 'sap');
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
    const env = this.env();
    let state = submissionDecider.initialState();
    const events: SubmissionEvent[] = [];
    for (const command of commands) {
      const decision = submissionDecider.decide(command, state, env);
      if (!decision.ok) {
        const { code, ...detail } = decision.error;
        throw new Failure(
          code,
          PURCHASE_DATE_CODES.has(code) ? 'purchase_date' : 'supplies',
          detail,
        );
      }
      events.push(...decision.events);
      state = decision.events.reduce(submissionDecider.evolve, state);
    }
    const metadata = metadataOf(context);
    await this.store.append(
      submissionStream(submissionId),
      events.map((event) => ({ id: randomUUID(), type: event.type, data: event.data, metadata })),
      'no_stream',
    );
    const claimPath = claimPathOf(request.entry_type, submissionId);
    return {
      submissionId,
      entryType: request.entry_type,
      claimPath,
      link: await this.deliverLink(contact, claimPath, practice.displayName ?? ''),
    };
  }

  /** Where the claim link went: by e-mail (the worker sends it), else by text from here. */
  private async deliverLink(contact: ExpressContact, claimPath: string, practiceName: string) {
    if (contact.email) return { channel: 'email' as const, to: contact.email, sent: true };
    const phone = contact.phone ?? '';
    const to = `(•••) •••-${phone.slice(-4)}`;
    try {
      const url = `${this.config.siteUrl}${claimPath}`;
      await this.sms.send({ to: phone, body: claimLinkText(contact.language, practiceName, url) });
      return { channel: 'sms' as const, to, sent: true };
    } catch (error) {
      // The entry stands; the checkout page shows the link to hand over instead.
      this.logger.warn({ err: error, to }, 'express claim link not texted');
      return { channel: 'sms' as const, to, sent: false };
    }
  }

  async view(submissionId: string): Promise<ExpressClaimView> {
    const entry = await this.entry(submissionId);
    const practice = entry.supplies ? await this.directory.bySap(entry.supplies.sap) : null;
    return publicView(entry, practice);
  }

  /** Names the claimant, and hands out the key to upload the photo with. */
  async claim(
    submissionId: string,
    claim: ExpressClaim,
    language: Language,
    context: CommandContext,
  ) {
    const { language: chosen, address2, ...fields } = claim;
    const claimant = { ...fields, address2: address2 ?? '', language: chosen ?? language };
    // Each claimant is a patient of their own, known by their e-mail (issue 14 item 13).
    const patientId = expressPatientId(claimant.email);
    await this.run(
      submissionId,
      { type: 'ClaimExpressEntry', data: { submissionId, claimant, patientId } },
      context,
    );
    return {
      upload: this.uploadKey(submissionId, claimant.language),
      claim: await this.view(submissionId),
    };
  }

  /** A fresh upload key for a claimed entry still open (an earlier key expires in 15 minutes). */
  async newUploadKey(submissionId: string) {
    const entry = await this.entry(submissionId);
    const claimant = entry.express?.claimant;
    if (!claimant || entry.express?.declinedAt)
      throw new Failure('EXPRESS_CLAIM_REQUIRED', 'submissionId');
    if (entry.confirmation) throw new Failure('ILLEGAL_STATUS', 'submissionId');
    return { upload: this.uploadKey(submissionId, claimant.language) };
  }

  /** The photo the upload host kept for this entry, attached with its content hash. */
  async attachPhoto(submissionId: string, url: string, context: CommandContext) {
    const upload = await this.uploads.ofEntry(url, EXPRESS_OWNER, submissionId);
    if (!upload) throw new Failure('UPLOAD_NOT_FOUND', 'url');
    await this.run(
      submissionId,
      { type: 'AttachReceiptImage', data: { submissionId, url, contentHash: upload.sha256 } },
      context,
    );
    return this.view(submissionId);
  }

  /** Confirms with the claimant's own history (rolling year, true-up), as a site entry would. */
  async confirm(submissionId: string, channel: string | undefined, context: CommandContext) {
    const entry = await this.entry(submissionId);
    const priorPurchases =
      entry.patientId === EXPRESS_OWNER
        ? []
        : await this.ledger.priorPurchases(EXPRESS_OWNER, entry.patientId);
    await this.run(
      submissionId,
      {
        type: 'ConfirmSubmission',
        data: { submissionId, channel: channel ?? null, priorPurchases },
      },
      context,
    );
    return this.view(submissionId);
  }

  async notNeeded(submissionId: string, context: CommandContext) {
    await this.run(submissionId, { type: 'DeclineExpressEntry', data: { submissionId } }, context);
    return this.view(submissionId);
  }

  /** An express entry, or 404 for anything else (unknown, unguessed, or a patient's own entry). */
  private async entry(submissionId: string): Promise<SubmissionEntryState> {
    const { state } = await load(this.store, submissionStream(submissionId), expressDecider);
    if (state.kind !== 'entry' || state.profileId !== EXPRESS_OWNER)
      throw new Failure('NOT_FOUND', 'submissionId');
    return state;
  }

  private async run(submissionId: string, command: SubmissionCommand, context: CommandContext) {
    await this.entry(submissionId);
    return decideAndAppend(
      this.store,
      submissionStream(submissionId),
      expressDecider,
      command,
      this.env(),
      context,
    );
  }

  private uploadKey(submissionId: string, language: Language) {
    const { key, expiresAt } = this.keys.issue({
      submissionId,
      profileId: EXPRESS_OWNER,
      type: 'receipt',
      language,
    });
    return { uploadHost: this.config.siteUrl, uploadPath: `${UPLOAD_HOST_PATH}${key}`, expiresAt };
  }
}

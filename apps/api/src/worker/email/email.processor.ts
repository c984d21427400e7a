import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import {
  type SubmissionEntryState,
  type SubmissionState,
  decodeAll,
  decodeSubmissionEvent,
  replay,
} from '@lens/domain';
import type { EventStore } from '@lens/event-store';
import { UnrecoverableError } from 'bullmq';
import { PinoLogger } from 'nestjs-pino';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { claimPathOf } from '../../features/express-claims/claim-path';
import { publicView } from '../../features/express-claims/express-entry';
import { EVENT_STORE } from '../../platform/infrastructure/tokens';
import type { EntryEmailTemplate, SubmissionEventJob } from '../../platform/jobs/job-definitions';
import { type JobHandlers, type RunningWorker, runWorker } from '../../platform/jobs/job-workers';
import { MarketingSuppression } from '../../features/opt-in/marketing-suppression';
import { OptInLinks } from '../../features/opt-in/opt-in-links';
import { visitorOptInStream } from '../../features/opt-in/opt-in-streams';
import { type EntryContact, EntryContacts } from '../process-manager/entry-contacts';
import type { RenderedMail } from './mail-layout';
import { MailTransport } from './mail-transport';
import { SentMail } from './sent-mail';
import {
  type EntryMailModel,
  type TemplateName,
  renderEcpCodeRequest,
  renderEntryMail,
  renderEscalationMail,
  renderExpressLink,
  renderEstimateResults,
  renderOptInConfirmation,
  renderPasswordReset,
  renderReferralInvitation,
} from './templates';
import { resetLink, resetToken } from '../../features/profiles/password-reset-link';
import { ResetRecipients } from './reset-recipients';

/** A message ready to go: whom to, in which language, rendered. */
interface Letter {
  template: TemplateName;
  to: string;
  language: string;
  submissionId: string | null;
  mail: RenderedMail;
  /** A marketing e-mail's one-click unsubscribe (its link is in the body too). */
  listUnsubscribe?: string;
}

/** Whether an entry is in the state a template speaks of (an admin may only re-send those). */
const FITS: Readonly<Record<EntryEmailTemplate, (entry: SubmissionEntryState) => boolean>> = {
  submission_confirmed: (entry) => entry.confirmation !== null,
  submission_approved: (entry) => entry.status === 'approved',
  submission_rejected: (entry) => entry.status === 'rejected',
  mail_required: (entry) => entry.mailRequiredReason !== null,
  card_mailed: (entry) => entry.card?.mailedAt != null,
};

function addressLines(address: EntryContact['address']): string[] | null {
  if (!address) return null;
  return [
    address.name,
    address.address1,
    address.address2,
    `${address.city}, ${address.state} ${address.postal_code}`,
  ].filter((line): line is string => Boolean(line));
}

/**
 * The e-mail queue's processor (DESIGN §5): renders the bilingual templates and sends them with
 * nodemailer, once per job id (`sent_mail`). Entry e-mails show the entry as it was right after
 * the event that caused them, in the language of the profile (or the express claimant).
 */
@Injectable()
export class EmailProcessor implements OnApplicationBootstrap, OnModuleDestroy {
  private running: RunningWorker | null = null;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EntryContacts) private readonly contacts: EntryContacts,
    @Inject(MailTransport) private readonly transport: MailTransport,
    @Inject(SentMail) private readonly sentMail: SentMail,
    @Inject(PinoLogger) private readonly logger: PinoLogger,
    @Inject(OptInLinks) private readonly optInLinks: OptInLinks,
    @Inject(MarketingSuppression) private readonly suppression: MarketingSuppression,
    @Inject(ResetRecipients) private readonly resetRecipients: ResetRecipients,
  ) {
    this.logger.setContext('email');
  }

  onApplicationBootstrap(): void {
    const site = this.config.siteUrl;
    const handlers: JobHandlers<'email'> = {
      'estimate-results': (job) =>
        this.deliver(job, async () => {
          const unsubscribe = await this.unsubscribeLinks(job.data.email);
          return {
            template: 'estimate_results',
            to: job.data.email,
            language: job.data.language,
            submissionId: null,
            mail: renderEstimateResults(job.data, site, unsubscribe.page),
            listUnsubscribe: unsubscribe.oneClick,
          };
        }),
      'ecp-code-request': (job) =>
        this.deliver(job, async () => ({
          template: 'ecp_code_request',
          to: job.data.email,
          language: job.data.language,
          submissionId: null,
          mail: renderEcpCodeRequest(job.data, site),
        })),
      'opt-in-confirmation': (job) =>
        this.deliver(job, async () => {
          const { stream, requestId, email } = job.data;
          const confirmUrl = await this.optInLinks.confirmation(stream, 'email', requestId);
          const unsubscribe = await this.optInLinks.withdrawal(stream, 'email', email);
          return {
            template: 'opt_in_confirmation',
            to: email,
            language: job.data.language,
            submissionId: null,
            mail: renderOptInConfirmation(job.data, {
              confirmUrl,
              unsubscribeUrl: unsubscribe.page,
            }),
            listUnsubscribe: unsubscribe.oneClick,
          };
        }),
      'referral-invitation': (job) =>
        this.deliver(job, async () => {
          // Unsolicited: never to an address that asked for no marketing.
          if (await this.suppression.isWithdrawn(job.data.toEmail)) return null;
          const unsubscribe = await this.unsubscribeLinks(job.data.toEmail);
          return {
            template: 'referral_invitation',
            to: job.data.toEmail,
            language: job.data.language,
            submissionId: null,
            mail: renderReferralInvitation(job.data, site, unsubscribe.page),
            listUnsubscribe: unsubscribe.oneClick,
          };
        }),
      'escalation-acknowledgement': (job) =>
        this.deliver(job, async () => ({
          template: 'escalation_acknowledgement',
          to: job.data.email,
          language: job.data.language,
          submissionId: null,
          mail: renderEscalationMail(job.data, site),
        })),
      'escalation-reply': (job) =>
        this.deliver(job, async () => ({
          template: 'escalation_reply',
          to: job.data.email,
          language: job.data.language,
          submissionId: null,
          mail: renderEscalationMail(job.data, site),
        })),
      'password-reset': (job) =>
        this.deliver(job, async () => {
          const to = await this.resetRecipients.of(job.data.resetId);
          if (!to) return null;
          const link = resetLink(site, resetToken(this.config.keys.signedLinks, job.data.resetId));
          return {
            template: 'password_reset',
            to: to.email,
            language: to.language,
            submissionId: null,
            mail: renderPasswordReset(to, link),
          };
        }),
      'submission-confirmed': (job) =>
        this.deliver(job, () => this.eventLetter('submission_confirmed', job.data)),
      'submission-approved': (job) =>
        this.deliver(job, () => this.eventLetter('submission_approved', job.data)),
      'submission-rejected': (job) =>
        this.deliver(job, () => this.eventLetter('submission_rejected', job.data)),
      'mail-required': (job) =>
        this.deliver(job, () => this.eventLetter('mail_required', job.data)),
      'card-mailed': (job) => this.deliver(job, () => this.eventLetter('card_mailed', job.data)),
      'express-link': (job) => this.deliver(job, () => this.expressLinkLetter(job.data)),
      'admin-trigger': (job) =>
        this.deliver(job, () => this.triggeredLetter(job.data.template, job.data.submissionId)),
    };
    this.running = runWorker('email', handlers, this.config, this.logger);
  }

  /** Renders and sends one job's e-mail unless the ledger says it went out already. */
  private async deliver(
    job: { id?: string; name: string },
    compose: () => Promise<Letter | null>,
  ): Promise<void> {
    const jobId = String(job.id);
    const letter = await compose();
    if (!letter) return;
    const claimed = await this.sentMail.claim({
      jobId,
      template: letter.template,
      to: letter.to,
      language: letter.language,
      submissionId: letter.submissionId,
      subject: letter.mail.subject,
    });
    if (!claimed) return;
    const { messageId } = await this.transport.send({
      ...letter.mail,
      id: jobId,
      to: letter.to,
      template: letter.template,
      language: letter.language,
      submissionId: letter.submissionId,
      listUnsubscribe: letter.listUnsubscribe,
    });
    await this.sentMail.sent(jobId, messageId);
    this.logger.info({ jobId, template: letter.template, via: this.transport.kind }, 'e-mail sent');
  }

  /** A marketing e-mail to an address with no consent stream of its own: its visitor stream. */
  private unsubscribeLinks(email: string) {
    return this.optInLinks.withdrawal(visitorOptInStream('email', email), 'email', email);
  }

  /** The entry right after the event that caused the mail. */
  private async eventLetter(template: EntryEmailTemplate, job: SubmissionEventJob) {
    const state = await this.entryAt(job.submissionId, job.revision);
    return this.entryLetter(template, state, job.submissionId);
  }

  /** A checkout's claim link, to the e-mail it named (none: the API texted the phone). */
  private async expressLinkLetter(job: SubmissionEventJob): Promise<Letter | null> {
    const state = await this.entryAt(job.submissionId, job.revision);
    const contact = state.kind === 'entry' ? state.express?.contact : null;
    if (state.kind !== 'entry' || !contact?.email) return null;
    const path = claimPathOf(state.entryType === 'shop' ? 'shop' : 'checkout', job.submissionId);
    return {
      template: 'express_link',
      to: contact.email,
      language: contact.language,
      submissionId: job.submissionId,
      mail: renderExpressLink(contact.language, {
        practiceName: state.supplies?.practice.displayName ?? '',
        purchaseDate: state.purchaseDate,
        reward: publicView(state, null).reward?.total ?? null,
        url: `${this.config.siteUrl}${path}`,
      }),
    };
  }

  /** An admin's trigger: the entry as it is now, only in a state the template speaks of. */
  private async triggeredLetter(template: EntryEmailTemplate, submissionId: string) {
    const state = await this.entryAt(submissionId);
    if (state.kind !== 'entry' || !FITS[template](state))
      throw new UnrecoverableError(`entry ${submissionId} is not in a state to send ${template}`);
    return this.entryLetter(template, state, submissionId);
  }

  private async entryAt(submissionId: string, toRevision?: number): Promise<SubmissionState> {
    const events = await this.store.readStream(`submission-${submissionId}`, { toRevision });
    return replay(decodeAll(events, decodeSubmissionEvent));
  }

  private async entryLetter(
    template: EntryEmailTemplate,
    state: SubmissionState,
    submissionId: string,
  ): Promise<Letter | null> {
    if (state.kind !== 'entry') throw new Error(`entry ${submissionId} not found`);
    const contact = await this.contacts.of(state);
    if (!contact) {
      this.logger.warn({ submissionId, template }, 'nobody to write to about this entry');
      return null;
    }
    const model: EntryMailModel = {
      firstName: contact.firstName || null,
      patientName: contact.patientName,
      confirmationCode: state.confirmation?.confirmationCode ?? null,
      purchaseDate: state.purchaseDate,
      practiceName: state.supplies?.practice.displayName ?? null,
      rewards: state.confirmation?.rewards ?? null,
      rejectionReasons: state.rejectionReasons,
      mailRequiredReason: state.mailRequiredReason,
      card: state.card && {
        amount: state.card.amount,
        maskedNumber: state.card.maskedNumber,
        expiry: state.card.expiry,
        address: addressLines(contact.address),
      },
      dashboardUrl: `${this.config.siteUrl}/dashboard`,
    };
    return {
      template,
      to: contact.email,
      language: contact.language,
      submissionId,
      mail: renderEntryMail(template, contact.language, model),
    };
  }

  async onModuleDestroy(): Promise<void> {
    await this.running?.close();
  }
}

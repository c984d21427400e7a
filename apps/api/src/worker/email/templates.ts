import type { Language, MailRequiredReason, RejectionReason, RewardsBreakdown } from '@lens/domain';
import { message, registerSchema } from '@lens/validation';
import type {
  EcpCodeRequestJob,
  EntryEmailTemplate,
  EscalationMailJob,
  EstimateResultsJob,
  OptInConfirmationJob,
  ReferralInvitationJob,
} from '../../platform/jobs/job-definitions';
import { type Block, type RenderedMail, layout } from './mail-layout';
import { type MailTextKey, mailText } from './mail-texts';

/** Where mailed receipts go (the programme's mail-in address; DESIGN §9 "mail required"). */
export const MAIL_IN_ADDRESS = [
  'Lens Rewards – Mail-in Receipts',
  'P.O. Box 22841',
  'Jacksonville, FL 32241-2841',
] as const;

/** Every template the e-mail processor renders. */
export type TemplateName =
  | EntryEmailTemplate
  | 'estimate_results'
  | 'opt_in_confirmation'
  | 'ecp_code_request'
  | 'referral_invitation'
  | 'escalation_acknowledgement'
  | 'escalation_reply'
  | 'express_link'
  | 'password_reset';

/** An entry as its e-mails show it, right after the event that caused the mail. */
export interface EntryMailModel {
  firstName: string | null;
  patientName: string | null;
  confirmationCode: string | null;
  purchaseDate: string;
  practiceName: string | null;
  rewards: RewardsBreakdown | null;
  rejectionReasons: readonly RejectionReason[];
  mailRequiredReason: MailRequiredReason | null;
  card: {
    amount: number;
    maskedNumber: string | null;
    expiry: string | null;
    address: readonly string[] | null;
  } | null;
  dashboardUrl: string;
}

const locale = (language: Language) => (language === 'es' ? 'es-US' : 'en-US');

/** One formatter per language and style: building an Intl formatter costs far more than using it. */
function perLanguage<F>(make: (locale: string) => F): (language: Language) => F {
  const made = new Map<Language, F>();
  return (language) => {
    let formatter = made.get(language);
    if (!formatter) made.set(language, (formatter = make(locale(language))));
    return formatter;
  };
}

const currency = perLanguage(
  (locale) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
);
const longDays = perLanguage(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }),
);
const months = perLanguage(
  (locale) => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
);

export const dollars = (language: Language, amount: number): string =>
  currency(language).format(amount);

/** A calendar day (`YYYY-MM-DD`) in words; days never move with time zones. */
export const longDay = (language: Language, day: string): string =>
  longDays(language).format(new Date(`${day}T00:00:00Z`));

/** `MM/YY` as a month in words ("November 2026"). */
export function expiryMonth(language: Language, expiry: string): string {
  const [month, year] = expiry.split('/');
  if (!month || !year) return expiry;
  return months(language).format(new Date(Date.UTC(2000 + Number(year), Number(month) - 1, 1)));
}

/** Up to four words of letters, each maybe joined by a hyphen or apostrophe, or an initial. */
const PLAIN_NAME = /^[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*\.?(?: [\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*\.?){0,3}$/u;

/**
 * The name an e-mail greets with, or null (the greeting goes without one). Names reach e-mails
 * from forms anyone may fill in for any address (an escalation, a referral), so a name must pass
 * registration's rules and, beyond them, be a plain name: the punctuation those rules allow
 * (`" > & ( ) / :`) could make a greeting read as an instruction or a link ("Hi Ana (visit
 * evil.example/reset),"). Issue 26 item 7.
 */
export function greetingName(name: string | null | undefined): string | null {
  const trimmed = name?.trim() ?? '';
  if (!trimmed || !registerSchema.shape.first_name.safeParse(trimmed).success) return null;
  return PLAIN_NAME.test(trimmed) ? trimmed : null;
}

function frame(
  language: Language,
  name: string | null,
  subject: string,
  blocks: readonly Block[],
): RenderedMail {
  const t = (key: MailTextKey, vars?: Record<string, string>) => mailText(language, key, vars);
  const greeted = greetingName(name);
  return layout(
    language,
    subject,
    greeted ? t('greeting', { name: greeted }) : t('greetingAnonymous'),
    blocks,
    t('signOff'),
  );
}

function entryFacts(language: Language, entry: EntryMailModel): Block {
  const t = (key: MailTextKey) => mailText(language, key);
  const rows: [string, string][] = [];
  if (entry.confirmationCode) rows.push([t('confirmationCode'), entry.confirmationCode]);
  rows.push([t('purchaseDate'), longDay(language, entry.purchaseDate)]);
  if (entry.patientName) rows.push([t('patient'), entry.patientName]);
  if (entry.practiceName) rows.push([t('practice'), entry.practiceName]);
  if (entry.rewards) rows.push([t('reward'), dollars(language, entry.rewards.totalReward)]);
  return { kind: 'facts', rows };
}

/** The e-mails about an entry: received, approved, rejected, mail required, card mailed. */
export function renderEntryMail(
  template: EntryEmailTemplate,
  language: Language,
  entry: EntryMailModel,
): RenderedMail {
  const t = (key: MailTextKey, vars?: Record<string, string>) => mailText(language, key, vars);
  const facts = entryFacts(language, entry);
  const dashboard: Block = { kind: 'link', label: t('dashboard'), url: entry.dashboardUrl };
  const amount = dollars(language, entry.card?.amount ?? entry.rewards?.totalReward ?? 0);
  const paragraph = (text: string): Block => ({ kind: 'paragraph', text });
  switch (template) {
    case 'submission_confirmed':
      return frame(language, entry.firstName, t('confirmedSubject'), [
        paragraph(t('confirmedIntro')),
        facts,
        dashboard,
      ]);
    case 'submission_approved':
      return frame(language, entry.firstName, t('approvedSubject'), [
        paragraph(t('approvedIntro', { amount })),
        facts,
        dashboard,
      ]);
    case 'submission_rejected':
      return frame(language, entry.firstName, t('rejectedSubject'), [
        paragraph(t('rejectedIntro')),
        {
          kind: 'reasons',
          items: (entry.rejectionReasons.length ? entry.rejectionReasons : ['OTHER']).map(
            (reason) => ({
              reason: message(`REASON_${reason}`, language),
              fix: message(`REASON_${reason}_FIX`, language),
              fixLabel: t('whatToFix'),
            }),
          ),
        },
        facts,
        paragraph(t('rejectedOutro')),
        dashboard,
      ]);
    case 'mail_required': {
      const reason = entry.mailRequiredReason ?? 'RECEIPT_UNUSABLE';
      return frame(language, entry.firstName, t('mailRequiredSubject'), [
        paragraph(t('mailRequiredIntro')),
        paragraph(message(`REASON_${reason}`, language)),
        paragraph(message(`REASON_${reason}_FIX`, language)),
        paragraph(t('mailRequiredSteps')),
        {
          kind: 'list',
          items: [
            t('mailRequiredStep1'),
            t('mailRequiredStep2', { code: entry.confirmationCode ?? '' }),
            t('mailRequiredStep3'),
          ],
        },
        { kind: 'address', lines: MAIL_IN_ADDRESS },
        facts,
        paragraph(t('mailRequiredOutro')),
        dashboard,
      ]);
    }
    case 'card_mailed': {
      const card = entry.card;
      const rows: [string, string][] = [];
      if (card?.maskedNumber) rows.push([t('card'), card.maskedNumber]);
      if (card?.expiry) rows.push([t('expires'), card.expiry]);
      const blocks: Block[] = [paragraph(t('cardMailedIntro', { amount }))];
      if (rows.length) blocks.push({ kind: 'facts', rows });
      if (card?.expiry)
        blocks.push(
          paragraph(t('cardMailedExpiry', { expiry: expiryMonth(language, card.expiry) })),
        );
      if (card?.address)
        blocks.push(paragraph(`${t('mailedTo')}:`), { kind: 'address', lines: card.address });
      blocks.push(facts, dashboard);
      return frame(language, entry.firstName, t('cardMailedSubject'), blocks);
    }
    default: {
      const unknown: never = template;
      throw new Error(`no template ${String(unknown)}`);
    }
  }
}

/** The unsubscribe note every marketing e-mail ends with (its one-click twin is a header). */
function unsubscribeBlocks(language: Language, url: string): Block[] {
  return [
    { kind: 'paragraph', text: mailText(language, 'unsubscribeNote') },
    { kind: 'link', label: mailText(language, 'unsubscribeLink'), url },
  ];
}

export function renderEstimateResults(
  job: EstimateResultsJob,
  siteUrl: string,
  unsubscribeUrl: string,
): RenderedMail {
  const { language, estimate } = job;
  const t = (key: MailTextKey, vars?: Record<string, string>) => mailText(language, key, vars);
  const rows: [string, string][] = [
    [t('estimateBrand'), job.brand],
    [t('estimateSupply'), t('estimateMonths', { months: String(job.monthlyAmount) })],
    [t('estimateAward'), dollars(language, estimate.awardAmount)],
  ];
  if (estimate.bonusAmount > 0)
    rows.push([t('estimateBonus'), dollars(language, estimate.bonusAmount)]);
  rows.push([t('estimateTotal'), dollars(language, estimate.awardAmount + estimate.bonusAmount)]);
  if (job.practice) rows.push([t('practice'), job.practice.display_name]);
  const blocks: Block[] = [
    { kind: 'paragraph', text: t('estimateIntro', { who: job.patientName ?? t('estimateYou') }) },
    { kind: 'facts', rows },
  ];
  if (estimate.newWearer) blocks.push({ kind: 'paragraph', text: t('estimateNewWearer') });
  blocks.push(
    { kind: 'paragraph', text: t('estimateOutro') },
    { kind: 'link', label: t('estimateStart'), url: `${siteUrl}/` },
    ...unsubscribeBlocks(language, unsubscribeUrl),
  );
  return frame(language, null, t('estimateSubject'), blocks);
}

/** The double opt-in: the link that puts the consent in effect, and one to stop for good. */
export function renderOptInConfirmation(
  job: OptInConfirmationJob,
  links: { confirmUrl: string; unsubscribeUrl: string },
): RenderedMail {
  const t = (key: MailTextKey) => mailText(job.language, key);
  return frame(job.language, null, t('optInSubject'), [
    { kind: 'paragraph', text: t('optInIntro') },
    { kind: 'link', label: t('optInConfirm'), url: links.confirmUrl },
    { kind: 'paragraph', text: t('optInOutro') },
    ...unsubscribeBlocks(job.language, links.unsubscribeUrl),
  ]);
}

/** A practice's promo code, to the visitor who asked for it on the practice's page. */
export function renderEcpCodeRequest(job: EcpCodeRequestJob, siteUrl: string): RenderedMail {
  const { language, practice, code } = job;
  const vars = {
    practice: practice.display_name,
    sap: practice.sap,
    award: dollars(language, code?.award ?? 0),
  };
  const t = (key: MailTextKey, more: Record<string, string> = {}) =>
    mailText(language, key, { ...vars, ...more });
  const blocks: Block[] = code
    ? [
        { kind: 'paragraph', text: t('ecpCodeIntro') },
        {
          kind: 'facts',
          rows: [
            [t('ecpCodeCode'), code.code],
            [t('ecpCodeAward'), vars.award],
            [
              t('ecpCodeValid'),
              t('ecpCodeDates', {
                start: longDay(language, code.startDate),
                end: longDay(language, code.endDate),
              }),
            ],
          ],
        },
        { kind: 'paragraph', text: t('ecpCodeHow') },
        { kind: 'link', label: t('ecpCodeStart'), url: `${siteUrl}/` },
      ]
    : [
        // Requests recorded before practices had codes.
        { kind: 'paragraph', text: t('ecpCodeMissing') },
        {
          kind: 'link',
          label: t('ecpCodeLink'),
          url: `${siteUrl}/ecpm/saps/${encodeURIComponent(practice.sap)}`,
        },
      ];
  if (practice.url) blocks.push({ kind: 'link', label: t('ecpCodeSchedule'), url: practice.url });
  return frame(language, null, t('ecpCodeSubject'), blocks);
}

export function renderReferralInvitation(
  job: ReferralInvitationJob,
  siteUrl: string,
  unsubscribeUrl: string,
): RenderedMail {
  const { language } = job;
  const from = job.fromName ?? mailText(language, 'referralFriend');
  const t = (key: MailTextKey) => mailText(language, key, { from });
  return frame(language, job.toName, t('referralSubject'), [
    { kind: 'paragraph', text: t('referralIntro') },
    { kind: 'link', label: t('referralJoin'), url: `${siteUrl}/` },
    ...unsubscribeBlocks(language, unsubscribeUrl),
  ]);
}

/**
 * To the person who wrote to support: the acknowledgement with their reference, or support's
 * reply (one paragraph per line, as support wrote it).
 */
export function renderEscalationMail(job: EscalationMailJob, siteUrl: string): RenderedMail {
  const { language, reference, message } = job;
  const t = (key: MailTextKey) => mailText(language, key, { reference });
  const facts: Block = { kind: 'facts', rows: [[t('escalationReference'), reference]] };
  const contact: Block = {
    kind: 'link',
    label: t('escalationContact'),
    url: `${siteUrl}/escalate`,
  };
  if (message === undefined)
    return frame(language, job.firstName, t('escalationAckSubject'), [
      { kind: 'paragraph', text: t('escalationAckIntro') },
      facts,
      { kind: 'paragraph', text: t('escalationAckOutro') },
    ]);
  const lines = message
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return frame(language, job.firstName, t('escalationReplySubject'), [
    { kind: 'paragraph', text: t('escalationReplyIntro') },
    ...lines.map((text): Block => ({ kind: 'paragraph', text })),
    facts,
    { kind: 'paragraph', text: t('escalationReplyOutro') },
    contact,
  ]);
}

/** The claim link of a practice's checkout, to the patient's e-mail. */
export function renderExpressLink(
  language: Language,
  claim: { practiceName: string; purchaseDate: string; reward: number | null; url: string },
): RenderedMail {
  const t = (key: MailTextKey) => mailText(language, key, { practice: claim.practiceName });
  const rows: [string, string][] = [
    [t('purchaseDate'), longDay(language, claim.purchaseDate)],
    [t('practice'), claim.practiceName],
  ];
  if (claim.reward !== null) rows.push([t('expressLinkReward'), dollars(language, claim.reward)]);
  return frame(language, null, t('expressLinkSubject'), [
    { kind: 'paragraph', text: t('expressLinkIntro') },
    { kind: 'facts', rows },
    { kind: 'link', label: t('expressLinkClaim'), url: claim.url },
    { kind: 'paragraph', text: t('expressLinkOutro') },
  ]);
}

/** Whom a reset link goes to, as the account says (never as a job says). */
export interface ResetRecipient {
  email: string;
  firstName: string | null;
  language: Language;
}

/** A password reset link (`link` carries the link's secret, derived by the caller). */
export function renderPasswordReset(to: ResetRecipient, link: string): RenderedMail {
  const t = (key: MailTextKey) => mailText(to.language, key);
  return frame(to.language, to.firstName, t('passwordResetSubject'), [
    { kind: 'paragraph', text: t('passwordResetIntro') },
    { kind: 'link', label: t('passwordResetLink'), url: link },
    { kind: 'paragraph', text: t('passwordResetExpiry') },
    { kind: 'paragraph', text: t('passwordResetIgnore') },
  ]);
}

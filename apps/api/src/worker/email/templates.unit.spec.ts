import { LANGUAGES, MAIL_REQUIRED_REASONS, REJECTION_REASONS } from '@lens/domain';
import { EMAIL_TRIGGERS } from '@lens/validation';
import { escapeHtml } from './mail-layout';
import { MAIL_TEXTS } from './mail-texts';
import {
  type EntryMailModel,
  expiryMonth,
  renderEcpCodeRequest,
  greetingName,
  renderEscalationMail,
  renderExpressLink,
  renderEntryMail,
  renderEstimateResults,
  renderOptInConfirmation,
  renderPasswordReset,
  renderReferralInvitation,
} from './templates';

const SITE = 'https://lensrewards.example';

const entry = (overrides: Partial<EntryMailModel> = {}): EntryMailModel => ({
  firstName: 'Pat',
  patientName: 'Pat <b> Lens',
  confirmationCode: 'ABCD-EFGHJ-KLMN',
  purchaseDate: '2025-08-01',
  practiceName: 'Bright Eyes & Co',
  rewards: {
    baseReward: 200,
    bonusRewards: { preferredPractice: 50 },
    trueUpReward: 0,
    promocodeRewards: {},
    promocodeReward: 0,
    totalReward: 250,
  },
  rejectionReasons: ['DUPLICATE_RECEIPT', 'PRACTICE_INACTIVE'],
  mailRequiredReason: 'NOT_LISTED_PRACTICE',
  card: {
    amount: 250,
    maskedNumber: '**** **** **** 1234',
    expiry: '08/26',
    address: ['Pat Lens', '1 Main St', 'Springfield, IL 62701'],
  },
  dashboardUrl: `${SITE}/dashboard`,
  ...overrides,
});

const escalation = {
  eventId: 'e',
  escalationId: 'x',
  reference: 'K7QX-3HMD',
  email: 'ana@example.com',
  firstName: 'Ana',
};

const others = (language: (typeof LANGUAGES)[number]) => [
  renderEstimateResults(
    {
      email: 'a@example.com',
      language,
      patientName: null,
      brand: '1DM',
      monthlyAmount: 12,
      practice: { sap: '100200', display_name: 'Bright Eyes', url: null },
      estimate: { awardAmount: 200, bonusAmount: 50, newWearer: true, subPhase: 'julTRA_2025' },
      requestedAt: '2025-08-15T12:00:00Z',
    },
    SITE,
    UNSUBSCRIBE,
  ),
  renderOptInConfirmation(
    {
      eventId: 'e',
      stream: 'optin-x',
      requestId: 'r',
      email: 'a@example.com',
      language,
      source: 'web',
      profileId: null,
    },
    { confirmUrl: `${SITE}/opt_in_confirm?token=t`, unsubscribeUrl: UNSUBSCRIBE },
  ),
  renderEcpCodeRequest(
    {
      eventId: 'e',
      email: 'ecp@example.com',
      language,
      practice: { sap: '100200', display_name: 'Bright Eyes', url: 'https://book.example' },
      requestedAt: '2025-08-15T12:00:00Z',
      code: { code: 'DRABCD2345', award: 20, startDate: '2025-07-21', endDate: '2025-12-31' },
    },
    SITE,
  ),
  // A request recorded before practices had codes.
  renderEcpCodeRequest(
    {
      eventId: 'e',
      email: 'ecp@example.com',
      language,
      practice: { sap: '100201', display_name: 'Clear View', url: null },
      requestedAt: '2025-08-15T12:00:00Z',
    },
    SITE,
  ),
  renderExpressLink(language, {
    practiceName: 'Bright Eyes',
    purchaseDate: '2025-09-10',
    reward: 250,
    url: `${SITE}/express_rewards/kT3vQm9xR2wLp8yZa1bC4d`,
  }),
  renderEscalationMail({ ...escalation, language }, SITE),
  renderEscalationMail(
    {
      ...escalation,
      language,
      message: 'Your card was mailed on Monday.\n\nIt <b>arrives</b> within ten days.',
    },
    SITE,
  ),
  renderReferralInvitation(
    {
      eventId: 'e',
      referralId: 'r',
      toName: 'Sam',
      toEmail: 'sam@example.com',
      fromName: null,
      language,
    },
    SITE,
    UNSUBSCRIBE,
  ),
];

const UNSUBSCRIBE = `${SITE}/unsubscribe?token=u`;

describe('e-mail templates (en, es)', () => {
  it('has every sentence in both languages', () => {
    expect(Object.keys(MAIL_TEXTS.es).sort()).toEqual(Object.keys(MAIL_TEXTS.en).sort());
  });

  describe.each(LANGUAGES)('in %s', (language) => {
    const all = [
      ...EMAIL_TRIGGERS.map((template) => renderEntryMail(template, language, entry())),
      ...others(language),
    ];

    it('renders a subject, a text and an HTML part with no placeholder left', () => {
      for (const mail of all) {
        expect(mail.subject.trim()).not.toBe('');
        expect(mail.text).not.toMatch(/\{\w+\}|undefined|null|NaN/);
        expect(mail.html).toContain(`<html lang="${language}">`);
        expect(mail.html).not.toMatch(/undefined|NaN/);
      }
      expect(new Set(all.map((m) => m.subject)).size).toBe(all.length);
    });

    it('escapes what users typed in the HTML part', () => {
      const approved = renderEntryMail('submission_approved', language, entry());
      expect(approved.html).toContain(escapeHtml('Pat <b> Lens'));
      expect(approved.html).not.toContain('Pat <b>');
      expect(approved.html).toContain('Bright Eyes &amp; Co');
    });

    it('lists each rejection reason with what to fix', () => {
      const rejected = renderEntryMail('submission_rejected', language, entry());
      const fix = language === 'es' ? 'Qué corregir' : 'What to fix';
      expect(rejected.text.match(new RegExp(fix, 'g'))).toHaveLength(2);
    });

    it('gives the mailing instructions and the address when mail is required', () => {
      for (const reason of MAIL_REQUIRED_REASONS) {
        const mail = renderEntryMail(
          'mail_required',
          language,
          entry({ mailRequiredReason: reason }),
        );
        expect(mail.text).toContain('P.O. Box 22841');
        expect(mail.text).toContain('ABCD-EFGHJ-KLMN');
        expect(mail.text).not.toMatch(/unexpected error|error inesperado/);
      }
    });

    it('shows the card’s masked number and expiry once it is mailed', () => {
      const mail = renderEntryMail('card_mailed', language, entry());
      expect(mail.text).toContain('**** **** **** 1234');
      expect(mail.text).toContain('08/26');
      expect(mail.text).toContain(expiryMonth(language, '08/26'));
      expect(mail.text).toContain('1 Main St');
    });
  });

  it('acknowledges an escalation with its reference, and sends support’s reply line by line', () => {
    const job = escalation;
    const ack = renderEscalationMail({ ...job, language: 'es' }, SITE);
    expect(ack.subject).toBe('Recibimos tu mensaje (referencia K7QX-3HMD)');
    expect(ack.text).toContain('Hola, Ana:');
    expect(ack.text).toContain('dos días hábiles');
    const reply = renderEscalationMail(
      { ...job, language: 'en', message: 'Line one.\n\nLine <two>.' },
      SITE,
    );
    expect(reply.subject).toBe('Lens Rewards support: reply to K7QX-3HMD');
    expect(reply.text).toContain('Line one.\n\nLine <two>.');
    expect(reply.html).toContain('<p>Line <two>.</p>'.replace('<two>', '&lt;two&gt;'));
    expect(reply.text).toContain(`${SITE}/escalate`);
  });

  it('greets by a typed name only when it is a plain name (issue 26 item 7)', () => {
    const ack = renderEscalationMail(
      { ...escalation, firstName: 'Ana "x" > & (Visit evil.example/reset)', language: 'en' },
      SITE,
    );
    expect(ack.text).toMatch(/^Hi,$/m);
    expect(ack.text).not.toContain('evil.example');
    expect(ack.html).not.toContain('evil.example');
  });

  it.each([
    ['Ana', 'Ana'],
    ['  María José ', 'María José'],
    ["O'Brien-Smith", "O'Brien-Smith"],
    ['J. Ramos', 'J. Ramos'],
    ['Ana (Visit evil.example/reset)', null],
    ['Ana: call 555', null],
    ['Ana & Co', null],
    ['evil.example', null],
    ['Ana1', null],
    ['One Two Three Four Five', null],
    ['', null],
  ])('greets %j as %j', (name, greeted) => {
    expect(greetingName(name)).toBe(greeted);
  });

  it('writes the amounts and dates the way each language does', () => {
    const en = renderEntryMail('submission_approved', 'en', entry());
    const es = renderEntryMail('submission_approved', 'es', entry());
    expect(en.text).toContain('$250');
    expect(en.text).toContain('August 1, 2025');
    expect(es.text).toContain('1 de agosto de 2025');
    expect(expiryMonth('en', '08/26')).toBe('August 2026');
    expect(expiryMonth('es', '08/26')).toBe('agosto de 2026');
  });

  it.each(REJECTION_REASONS)('explains %s in both languages', (reason) => {
    const en = renderEntryMail('submission_rejected', 'en', entry({ rejectionReasons: [reason] }));
    const es = renderEntryMail('submission_rejected', 'es', entry({ rejectionReasons: [reason] }));
    expect(en.text).not.toContain('An unexpected error occurred');
    expect(es.text).not.toContain('Se produjo un error inesperado');
  });

  it.each(LANGUAGES)('sends the reset link in %s, without a name that is not a plain name', (language) => {
    const link = `${SITE}/reset_password?token=abc_DEF-123`;
    const mail = renderPasswordReset(
      { email: 'pat@example.com', firstName: 'Pat <b>', language },
      link,
    );
    expect(mail.subject).toBe(MAIL_TEXTS[language].passwordResetSubject);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    // A name that is not a plain name is left out of the greeting, never written raw.
    expect(mail.html).not.toContain('Pat <b>');
    expect(mail.text).not.toContain('Pat <b>');
  });
});

describe('marketing e-mails', () => {
  it.each(LANGUAGES)('end with an unsubscribe link (%s); entry e-mails have none', (language) => {
    // The estimate results and the opt-in confirmation are marketing; the rest of `others`
    // (practice code, express link, support replies) are transactional.
    for (const mail of others(language).slice(0, 2)) {
      expect(mail.text).toContain(UNSUBSCRIBE);
      expect(mail.html).toContain(`href="${UNSUBSCRIBE}"`);
    }
    for (const template of EMAIL_TRIGGERS)
      expect(renderEntryMail(template, language, entry()).text).not.toContain('unsubscribe');
  });

  it('asks to confirm with the link, and says nothing is sent until then', () => {
    const [, confirmation] = others('en');
    expect(confirmation!.text).toContain(
      `Yes, send me Lens Rewards e-mails: ${SITE}/opt_in_confirm?token=t`,
    );
    expect(confirmation!.text).toContain('Nothing is sent until you confirm.');
  });
});

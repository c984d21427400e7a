import { LANGUAGES, MAIL_REQUIRED_REASONS, REJECTION_REASONS } from '@lens/domain';
import { EMAIL_TRIGGERS } from '@lens/validation';
import { escapeHtml } from './mail-layout';
import { MAIL_TEXTS } from './mail-texts';
import {
  type EntryMailModel,
  expiryMonth,
  renderEcpCodeRequest,
  renderEntryMail,
  renderEstimateResults,
  renderOptInConfirmation,
  renderPasswordReset,
  renderReferralInvitation,
} from './templates';

const SITE = 'https://lensrewards.example';

const entry = (overrides: Partial<EntryMailModel> = {}): EntryMailModel => ({
  firstName: 'Pat <b>',
  patientName: 'Pat Lens',
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
  ),
  renderOptInConfirmation(
    { eventId: 'e', email: 'a@example.com', language, source: 'web', profileId: null },
    SITE,
  ),
  renderEcpCodeRequest(
    {
      eventId: 'e',
      email: 'ecp@example.com',
      language,
      practice: { sap: '100200', display_name: 'Bright Eyes', url: 'https://book.example' },
      requestedAt: '2025-08-15T12:00:00Z',
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
  ),
];

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
      expect(approved.html).toContain(escapeHtml('Pat <b>'));
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

  it.each(LANGUAGES)('sends the reset link in %s, with the name escaped in HTML', (language) => {
    const link = `${SITE}/reset_password?token=abc_DEF-123`;
    const mail = renderPasswordReset(
      {
        eventId: 'e-1',
        resetId: 'r-1',
        email: 'pat@example.com',
        firstName: 'Pat <b>',
        language,
        expiresAt: '2025-08-15T13:00:00.000Z',
      },
      link,
    );
    expect(mail.subject).toBe(MAIL_TEXTS[language].passwordResetSubject);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain(escapeHtml('Pat <b>'));
    expect(mail.html).not.toContain('Pat <b>');
  });
});

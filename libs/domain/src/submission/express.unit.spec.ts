import {
  type PurchaseDateEntered,
  type ExpressClaimant,
  type ExpressContact,
  type SubmissionEvent,
} from './submission';
import { AT, ID, entered, event, receipt, spec, submitted } from '../testing/submission-fixtures';
import { decide, submissionDecider } from './submission.decide';
import { isExpressEntry } from './decide/express';
import { env } from '../testing/submission-fixtures';

const claimant: ExpressClaimant = {
  first_name: 'Ana',
  last_name: 'Ruiz',
  email: 'ana@example.com',
  address1: '12 Elm St',
  address2: '',
  city: 'Reno',
  state: 'NV',
  postal_code: '89501',
  language: 'es',
};

/** An entry a practice's checkout (or shop) created: no patient profile owns it. */
const checkout = (entryType: 'checkout' | 'shop' = 'checkout'): PurchaseDateEntered => {
  const base = entered();
  return { ...base, data: { ...base.data, profileId: 'express', patientId: 'express', entryType } };
};

const claim = (who: ExpressClaimant = claimant) =>
  ({ type: 'ClaimExpressEntry', data: { submissionId: ID, claimant: who } }) as const;
const decline = { type: 'DeclineExpressEntry', data: { submissionId: ID } } as const;
const confirm = {
  type: 'ConfirmSubmission',
  data: { submissionId: ID, priorPurchases: [] },
} as const;
const claimed = (who: ExpressClaimant = claimant) =>
  event('ExpressEntryClaimed', { claimant: who, claimedAt: AT });
const declined = event('ExpressEntryDeclined', { declinedAt: AT });

const confirmedEvents = (): SubmissionEvent[] => {
  const before = [checkout(), submitted(), claimed(), receipt];
  const state = before.reduce(submissionDecider.evolve, submissionDecider.initialState());
  const result = decide(confirm, state, env);
  if (!result.ok) throw new Error(result.error.code);
  return [...before, ...result.events];
};

describe('isExpressEntry', () => {
  it('is true for checkout and shop entries only', () => {
    expect(isExpressEntry({ entryType: 'checkout' })).toBe(true);
    expect(isExpressEntry({ entryType: 'shop' })).toBe(true);
    expect(isExpressEntry({ entryType: 'site' })).toBe(false);
  });
});

describe('ClaimExpressEntry', () => {
  it.each(['checkout', 'shop'] as const)('names the claimant of a %s entry', (entryType) => {
    spec
      .given([checkout(entryType), submitted()])
      .when(claim())
      .then([claimed()]);
  });

  it('replaces the details of an earlier claim, and a repeat changes nothing', () => {
    const moved = { ...claimant, address1: '9 Oak Ave' };
    spec
      .given([checkout(), submitted(), claimed()])
      .when(claim(moved))
      .then([claimed(moved)]);
    spec.given([checkout(), submitted(), claimed()]).when(claim()).thenNothingHappens();
  });

  it('needs every field of the claimant but the second address line', () => {
    spec
      .given([checkout(), submitted()])
      .when(claim({ ...claimant, email: ' ', city: '', address2: '' }))
      .thenFails({ code: 'CLAIMANT_INCOMPLETE', fields: ['email', 'city'] });
  });

  it('is not found on an entry the patient entered on the site, or on no entry', () => {
    spec
      .given([entered(), submitted()])
      .when(claim())
      .thenFails({ code: 'EXPRESS_ENTRY_NOT_FOUND' });
    spec.given([]).when(claim()).thenFails({ code: 'SUBMISSION_NOT_FOUND' });
  });

  it('is refused after "not needed" and once confirmed', () => {
    spec
      .given([checkout(), submitted(), declined])
      .when(claim())
      .thenFails({ code: 'EXPRESS_ENTRY_DECLINED' });
    spec
      .given(confirmedEvents())
      .when(claim())
      .thenFails({ code: 'ILLEGAL_STATUS', status: 'pending' });
  });
});

describe('OfferExpressEntry (the checkout names where the claim link goes)', () => {
  const contact: ExpressContact = { email: 'ana@example.com', phone: null, language: 'es' };
  const offer = (given = contact) =>
    ({ type: 'OfferExpressEntry', data: { submissionId: ID, contact: given } }) as const;
  const offered = (given = contact) =>
    event('ExpressEntryOffered', { contact: given, offeredAt: AT });

  it('records the e-mail or the phone, once; a corrected one replaces it', () => {
    spec.given([checkout(), submitted()]).when(offer()).then([offered()]);
    spec.given([checkout(), submitted(), offered()]).when(offer()).thenNothingHappens();
    const phone: ExpressContact = { email: null, phone: '2125550123', language: 'en' };
    spec
      .given([checkout(), submitted(), offered()])
      .when(offer(phone))
      .then([offered(phone)]);
  });

  it('needs an e-mail or a phone', () => {
    spec
      .given([checkout(), submitted()])
      .when(offer({ email: ' ', phone: null, language: 'en' }))
      .thenFails({ code: 'EXPRESS_CONTACT_REQUIRED', field: 'email' });
  });

  it('is refused once claimed or declined, and on a site entry', () => {
    spec
      .given([checkout(), submitted(), claimed()])
      .when(offer())
      .thenFails({ code: 'ILLEGAL_STATUS' });
    spec
      .given([checkout(), submitted(), declined])
      .when(offer())
      .thenFails({ code: 'EXPRESS_ENTRY_DECLINED' });
    spec
      .given([entered(), submitted()])
      .when(offer())
      .thenFails({ code: 'EXPRESS_ENTRY_NOT_FOUND' });
  });

  it('keeps the contact through the claim and "not needed"', () => {
    const state = [checkout(), submitted(), offered(), claimed(), declined].reduce(
      submissionDecider.evolve,
      submissionDecider.initialState(),
    );
    expect(state).toMatchObject({ express: { contact, claimant, declinedAt: AT } });
  });
});

describe('the claimant’s own patient (issue 14 item 13)', () => {
  const mine = (patientId: string) =>
    ({ type: 'ClaimExpressEntry', data: { submissionId: ID, claimant, patientId } }) as const;

  it('makes the entry the claimant’s patient’s, and a new claimant’s patient replaces it', () => {
    const withPatient = (patientId: string) =>
      event('ExpressEntryClaimed', { claimant, claimedAt: AT, patientId });
    spec
      .given([checkout(), submitted()])
      .when(mine('xp-ana'))
      .then([withPatient('xp-ana')]);
    spec
      .given([checkout(), submitted(), withPatient('xp-ana')])
      .when(mine('xp-ana'))
      .thenNothingHappens();
    spec
      .given([checkout(), submitted(), withPatient('xp-ana')])
      .when(mine('xp-luis'))
      .then([withPatient('xp-luis')]);
    const state = [checkout(), submitted(), withPatient('xp-ana')].reduce(
      submissionDecider.evolve,
      submissionDecider.initialState(),
    );
    expect(state).toMatchObject({ profileId: 'express', patientId: 'xp-ana' });
  });
});

describe('DeclineExpressEntry', () => {
  it('records "not needed" once', () => {
    spec.given([checkout(), submitted()]).when(decline).then([declined]);
    spec.given([checkout(), submitted(), declined]).when(decline).thenNothingHappens();
  });

  it('keeps the claimant when a claimed entry is declined', () => {
    const state = [checkout(), submitted(), claimed(), declined].reduce(
      submissionDecider.evolve,
      submissionDecider.initialState(),
    );
    expect(state).toMatchObject({ express: { claimant, claimedAt: AT, declinedAt: AT } });
  });

  it('is refused once confirmed, and not found for a site entry', () => {
    spec.given(confirmedEvents()).when(decline).thenFails({ code: 'ILLEGAL_STATUS' });
    spec.given([entered()]).when(decline).thenFails({ code: 'EXPRESS_ENTRY_NOT_FOUND' });
  });
});

describe('ConfirmSubmission of an express entry', () => {
  it('needs the claimant first', () => {
    spec
      .given([checkout(), submitted(), receipt])
      .when(confirm)
      .thenFails({ code: 'EXPRESS_CLAIM_REQUIRED' });
  });

  it('is refused after "not needed"', () => {
    spec
      .given([checkout(), submitted(), claimed(), receipt, declined])
      .when(confirm)
      .thenFails({ code: 'EXPRESS_ENTRY_DECLINED' });
  });

  it('confirms a claimed entry with its photo like any other', () => {
    const events = confirmedEvents();
    expect(events.at(-1)).toMatchObject({
      type: 'SubmissionConfirmed',
      data: { submissionId: ID },
    });
  });
});

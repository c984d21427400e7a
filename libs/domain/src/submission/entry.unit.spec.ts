import {
  AT,
  confirmedEntry,
  entered,
  event,
  ID,
  PATIENT,
  practice,
  PROFILE,
  promoApplied,
  receipt,
  spec,
  submitted,
  supplyCommand,
  yearOf1OH,
} from '../testing/submission-fixtures';
import { prior } from '../testing/fixtures';
import { type EnterPurchaseDate } from './submission.commands';

const enter = (
  purchaseDate: string,
  data: Partial<EnterPurchaseDate['data']> = {},
): EnterPurchaseDate => ({
  type: 'EnterPurchaseDate',
  data: { submissionId: ID, profileId: PROFILE, patientId: PATIENT, purchaseDate, ...data },
});

describe('EnterPurchaseDate', () => {
  it('creates the entry in the sub-phase of the purchase date', () => {
    spec
      .given([])
      .when(enter('2025-07-25'))
      .then([entered('2025-07-25', 'julTRA_2025')]);
  });

  it('accepts today (UTC) and records a checkout entry', () => {
    const result = spec.given([]).when(enter('2025-08-01', { entryType: 'checkout' })).result;
    expect(result.ok && result.events[0]?.data).toMatchObject({
      entryType: 'checkout',
      subPhase: 'julTRA_2025',
    });
  });

  it.each([
    ['2025-02-30', 'INVALID_PURCHASE_DATE'],
    ['25-07-01', 'INVALID_PURCHASE_DATE'],
    ['2025-08-02', 'PURCHASE_DATE_IN_FUTURE'],
    ['2021-05-26', 'NO_OFFER_ON_DATE'],
    ['2025-05-02', 'SUBMISSION_WINDOW_CLOSED'],
    ['2021-06-01', 'SUBMISSION_WINDOW_CLOSED'],
  ] as const)('rejects %s with %s', (purchaseDate, code) => {
    spec.given([]).when(enter(purchaseDate)).thenFails({ code });
  });

  it('takes a purchase on the window’s first day (90 days before today), and no older date later', () => {
    expect(spec.given([]).when(enter('2025-05-03')).result.ok).toBe(true);
    spec
      .given([entered()])
      .when(enter('2025-05-02'))
      .thenFails({ code: 'SUBMISSION_WINDOW_CLOSED', windowDays: 90, lastDay: '2025-07-31' });
  });

  it('does not let another patient take the id', () => {
    spec
      .given([entered()])
      .when(enter('2025-07-25', { patientId: 'pt-2' }))
      .thenFails({ code: 'SUBMISSION_ID_TAKEN' });
  });

  it('does nothing when the date is the same', () => {
    spec.given([entered()]).when(enter('2025-07-25')).thenNothingHappens();
  });

  it('changes the date while in progress, and removes promo codes checked against the old one', () => {
    spec
      .given([entered(), submitted(), promoApplied()])
      .when(enter('2025-07-10', { entryType: 'checkout' }))
      .then([
        entered('2025-07-10', 'jul_2025'),
        event('PromoCodeRemoved', {
          code: 'SUMMER25',
          codeClass: 'seasonal',
          reason: 'purchase_date_changed',
          removedAt: AT,
        }),
      ]);
  });

  it('cannot change the date once confirmed', () => {
    spec
      .given(confirmedEntry())
      .when(enter('2025-07-10'))
      .thenFails({ code: 'ILLEGAL_STATUS', status: 'pending' });
  });
});

describe('SubmitSupplies', () => {
  it('records supplies, practice and flags', () => {
    spec.given([entered()]).when(supplyCommand()).then([submitted()]);
  });

  it('attaches the product image sent with the supplies', () => {
    spec
      .given([entered()])
      .when(supplyCommand({ productImage: { url: 'https://uploads/p.jpg' }, sku: '73390560990' }))
      .then([
        submitted({ sku: '73390560990' }),
        event('ProductImageAttached', {
          url: 'https://uploads/p.jpg',
          contentHash: null,
          attachedAt: AT,
        }),
      ]);
  });

  it('needs an entry', () => {
    spec.given([]).when(supplyCommand()).thenFails({ code: 'SUBMISSION_NOT_FOUND' });
  });

  it("refuses another patient's entry", () => {
    spec
      .given([entered()])
      .when(supplyCommand({ patientId: 'pt-2' }))
      .thenFails({ code: 'PATIENT_MISMATCH' });
  });

  it('needs the doctor’s first and last name for sap 999', () => {
    const notListed = {
      sap: '999',
      status: 'active' as const,
      programs: {},
      notListedDoctor: { first_name: 'Ana', last_name: ' ' },
    };
    spec
      .given([entered()])
      .when(supplyCommand({ practice: notListed }))
      .thenFails({
        code: 'NOT_LISTED_NAME_REQUIRED',
        fields: ['last_name'],
      });
    const named = { ...notListed, notListedDoctor: { first_name: 'Ana', last_name: 'Ruiz' } };
    expect(spec.given([entered()]).when(supplyCommand({ practice: named })).result.ok).toBe(true);
  });

  it.each([
    ['no eye', { brand_l: null, brand_r: null }, { code: 'NO_EYE_SUPPLIED' }],
    ['an eye without boxes', { boxes_r: 0 }, { code: 'EYE_INCOMPLETE', eye: 'right' }],
    [
      'an eye without lenses per box',
      { lenses_per_box_l: null },
      { code: 'EYE_INCOMPLETE', eye: 'left' },
    ],
    [
      'boxes short of the claim',
      { boxes_l: 1 },
      { code: 'SUPPLY_LENGTH_NOT_COVERED', suppliedMonths: 3 },
    ],
  ] as const)('rejects %s', (_label, supplies, error) => {
    spec
      .given([entered()])
      .when(supplyCommand({ supplies: { ...yearOf1OH, ...supplies } }))
      .thenFails(error);
  });

  it('rejects a product not offered in the sub-phase', () => {
    const tra = { ...yearOf1OH, brand_l: 'TRA' as const, brand_r: 'TRA' as const };
    spec
      .given([entered('2025-07-10', 'jul_2025')])
      .when(supplyCommand({ supplies: tra }))
      .thenFails({ code: 'PRODUCT_NOT_AVAILABLE', brand: 'TRA', subPhase: 'jul_2025' });
  });

  describe('inactive practice (the OAMOE override, issue 29)', () => {
    const inactive = { ...practice, status: 'inactive' as const };
    it('refuses it, naming the practice', () => {
      spec
        .given([entered()])
        .when(supplyCommand({ practice: inactive }))
        .thenFails({ code: 'PRACTICE_INACTIVE', sap: practice.sap });
    });

    it('accepts it when an admin continues with the ecp_exception, and records it', () => {
      const result = spec
        .given([entered()])
        .when(supplyCommand({ practice: inactive, exception: 'ecp_exception' })).result;
      expect(result.ok && result.events[0]?.data).toMatchObject({
        exception: 'ecp_exception',
        practice: { status: 'inactive' },
      });
    });

    it('never refuses sap 999 (not listed) for its status', () => {
      const notListed = {
        sap: '999',
        status: 'inactive' as const,
        programs: {},
        notListedDoctor: { first_name: 'Ann', last_name: 'Lee' },
      };
      expect(spec.given([entered()]).when(supplyCommand({ practice: notListed })).result.ok).toBe(
        true,
      );
    });
  });

  describe('purchase-date minimum (TRP after 2022-07-01)', () => {
    const trp = { ...yearOf1OH, brand_l: 'TRP' as const, brand_r: 'TRP' as const };
    it('rejects a purchase on the minimum', () => {
      spec
        .given([entered('2022-07-01', 'jul_2022')])
        .when(supplyCommand({ supplies: trp }))
        .thenFails({
          code: 'PURCHASE_DATE_BEFORE_BRAND_MINIMUM',
          brand: 'TRP',
          minimum: '2022-07-01',
        });
    });

    it('accepts it with an admin exception', () => {
      const result = spec
        .given([entered('2022-07-01', 'jul_2022')])
        .when(supplyCommand({ supplies: trp, exception: 'ecp_exception' })).result;
      expect(result.ok && result.events[0]?.data).toMatchObject({ exception: 'ecp_exception' });
    });

    it('accepts it after an exception was granted', () => {
      const granted = event('ExceptionGranted', {
        exceptionId: 'EX-1',
        adminId: 'a-1',
        comment: 'launch stock',
        grantedAt: AT,
      });
      expect(
        spec
          .given([entered('2022-07-01', 'jul_2022'), granted])
          .when(supplyCommand({ supplies: trp })).result.ok,
      ).toBe(true);
    });
  });

  describe('annual limit', () => {
    const history = [prior('2025-03-01', 6, 100)];
    it('rejects more than the months left', () => {
      spec
        .given([entered()])
        .when(supplyCommand({ priorPurchases: history }))
        .thenFails({ code: 'ANNUAL_LIMIT_EXCEEDED', limitRemaining: 6, supplyLength: 12 });
    });

    it('accepts it when an admin confirmed', () => {
      spec
        .given([entered()])
        .when(supplyCommand({ priorPurchases: history, adminException: true }))
        .then([submitted({ adminException: true })]);
    });
  });

  it('removes promo codes when what they were checked against changes', () => {
    const fal = {
      ...yearOf1OH,
      brand_l: 'FAL' as const,
      brand_r: 'FAL' as const,
      lenses_per_box_l: 12,
      lenses_per_box_r: 12,
      boxes_l: 2,
      boxes_r: 2,
    };
    spec
      .given([entered(), submitted(), promoApplied()])
      .when(supplyCommand({ supplies: fal, resubmission: true, isAdminResubmit: true }))
      .then([
        // 24 two-weekly lenses per eye: round(11.2) = 11 months, an annual supply
        submitted({ supplies: fal, suppliedMonths: 11, resubmission: true, isAdminResubmit: true }),
        event('PromoCodeRemoved', {
          code: 'SUMMER25',
          codeClass: 'seasonal',
          reason: 'supplies_changed',
          removedAt: AT,
        }),
      ]);
  });

  it('keeps promo codes when only box counts change', () => {
    const more = { ...yearOf1OH, boxes_l: 5 };
    spec
      .given([entered(), submitted(), promoApplied()])
      .when(supplyCommand({ supplies: more }))
      .then([submitted({ supplies: more })]);
  });

  it('cannot change a confirmed entry', () => {
    spec
      .given(confirmedEntry())
      .when(supplyCommand())
      .thenFails({ code: 'ILLEGAL_STATUS', command: 'SubmitSupplies' });
  });
});

describe('images', () => {
  it('attaches a product image', () => {
    spec
      .given([entered()])
      .when({ type: 'AttachProductImage', data: { submissionId: ID, url: 'u', contentHash: 'h' } })
      .then([event('ProductImageAttached', { url: 'u', contentHash: 'h', attachedAt: AT })]);
  });

  it('needs a product image url', () => {
    spec
      .given([entered()])
      .when({ type: 'AttachProductImage', data: { submissionId: ID, url: ' ' } })
      .thenFails({ code: 'IMAGE_REQUIRED', field: 'url' });
  });

  it('attaches a receipt with its content hash', () => {
    spec
      .given([entered()])
      .when({
        type: 'AttachReceiptImage',
        data: { submissionId: ID, url: 'https://uploads/r.jpg', contentHash: 'sha256:r' },
      })
      .then([receipt]);
  });

  it.each([
    ['', 'h', 'url'],
    ['u', '', 'contentHash'],
  ] as const)('needs url and hash (%j, %j)', (url, contentHash, field) => {
    spec
      .given([entered()])
      .when({ type: 'AttachReceiptImage', data: { submissionId: ID, url, contentHash } })
      .thenFails({ code: 'IMAGE_REQUIRED', field });
  });

  it('keeps the practice snapshot for later rules', () => {
    expect(submitted().data.practice).toBe(practice);
  });
});

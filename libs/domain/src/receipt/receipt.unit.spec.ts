import { PRODUCT_CODES } from '../catalog/codes';
import { PRODUCT_ALIASES, PRODUCT_NAMES } from '../catalog/product-names';
import { approvalCommand, assessForApproval, type ApprovalContext } from '../submission/approval';
import {
  currentReceiptReading,
  enteredPurchaseOf,
  readingMismatches,
} from '../submission/decide/receipt';
import { replay, type SubmissionEntryState } from '../submission/submission';
import { type RecordReceiptReading } from '../submission/submission.commands';
import {
  AT,
  confirmedEntry,
  entered,
  event,
  ID,
  receipt,
  spec,
  yearOf1OH,
} from '../testing/submission-fixtures';
import { matchBrand } from './brand-match';
import {
  type EnteredPurchase,
  type ReceiptLine,
  type ReceiptReading,
  receiptMismatches,
  samePractice,
} from './reading';
import { editDistance, normaliseText, similarity } from './text-similarity';

const line = (brand: ReceiptLine['brand'], boxes: number | null, confidence = 0.95) => ({
  text: `${brand} x${boxes}`,
  brand,
  boxes,
  lensesPerBox: 90,
  confidence,
});

const reading = (overrides: Partial<ReceiptReading> = {}): ReceiptReading => ({
  purchaseDate: { value: '2025-07-25', confidence: 0.95 },
  practiceName: { value: 'Vista Clara Optometry', confidence: 0.9 },
  practiceAddress: null,
  practicePhone: null,
  lines: [line('1OH', 8)],
  total: { value: 480, confidence: 0.9 },
  ...overrides,
});

const agreeing: EnteredPurchase = {
  purchaseDate: '2025-07-25',
  supplies: yearOf1OH,
  practiceName: 'VISTA CLARA EYE CARE',
};

describe('text similarity', () => {
  it('normalises case, accents and punctuation', () => {
    expect(normaliseText('  Óptica  Visión-Clara, S.A. ')).toBe('optica vision clara s a');
  });

  it('counts edits', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(similarity('', '')).toBe(1);
    expect(similarity('abcd', 'abce')).toBe(0.75);
  });
});

describe('brand matching against the catalogue', () => {
  it.each(PRODUCT_CODES)('finds %s by its name and by each alias', (code) => {
    for (const name of [PRODUCT_NAMES[code], ...PRODUCT_ALIASES[code]]) {
      expect(matchBrand(`${name} 90pk  2 x 62.00`)?.brand).toBe(code);
    }
  });

  it('takes the longer name when a shorter one is its prefix, even misread', () => {
    expect(matchBrand('AquaDay Moist 30 lentes')?.brand).toBe('1DM');
    expect(matchBrand('AQUADAY MOIST FOR ASTIGRNATISM 30')?.brand).toBe('1MA');
    expect(matchBrand('HydraLens 1-Dav 90pk')?.brand).toBe('1OH');
  });

  it('says where the name is in the line', () => {
    expect(matchBrand('2 x HydraLens 1-Day 90')).toMatchObject({ firstWord: 2, lastWord: 4 });
  });

  it('matches nothing on a line of something else', () => {
    expect(matchBrand('Eye exam / Examen visual  85.00')).toBeNull();
    expect(matchBrand('')).toBeNull();
  });
});

describe('mismatches between the reading and the entry', () => {
  it('finds none when the receipt agrees', () => {
    expect(receiptMismatches(agreeing, reading())).toEqual([]);
  });

  it('finds a different date, brand, box count and practice', () => {
    expect(
      receiptMismatches(
        agreeing,
        reading({ purchaseDate: { value: '2025-07-20', confidence: 1 } }),
      ),
    ).toEqual([{ field: 'purchase_date', entered: '2025-07-25', read: '2025-07-20' }]);
    expect(receiptMismatches(agreeing, reading({ lines: [line('1DM', 8)] }))).toEqual([
      { field: 'brand', entered: '1OH', read: '1DM' },
    ]);
    expect(receiptMismatches(agreeing, reading({ lines: [line('1OH', 4)] }))).toEqual([
      { field: 'boxes', entered: '8 1OH', read: '4 1OH' },
    ]);
    const elsewhere = { value: 'Sunrise Opticians', confidence: 0.9 };
    expect(receiptMismatches(agreeing, reading({ practiceName: elsewhere }))).toEqual([
      { field: 'practice', entered: 'VISTA CLARA EYE CARE', read: 'Sunrise Opticians' },
    ]);
  });

  it('adds up the lines of one brand (one per eye)', () => {
    expect(
      receiptMismatches(agreeing, reading({ lines: [line('1OH', 4), line('1OH', 4)] })),
    ).toEqual([]);
  });

  it('never disagrees on what it read without confidence or did not read', () => {
    const unsure = reading({
      purchaseDate: { value: '2024-01-01', confidence: 0.5 },
      practiceName: { value: 'Sunrise Opticians', confidence: 0.4 },
      lines: [line('1DM', 2, 0.5), { ...line(null, 3), text: 'Exam' }],
    });
    expect(receiptMismatches(agreeing, unsure)).toEqual([]);
    const bare = reading({ purchaseDate: null, practiceName: null, lines: [line('1OH', null)] });
    expect(receiptMismatches(agreeing, bare)).toEqual([]);
    expect(
      receiptMismatches({ ...agreeing, supplies: null, practiceName: null }, reading()),
    ).toEqual([]);
  });

  it('takes two practice names for one practice when they share a distinctive word', () => {
    expect(samePractice('Vista Clara Optometry', 'ÓPTICA VISTA CLARA')).toBe(true);
    expect(samePractice('Eye Care Center', 'Vision Clinic')).toBe(true);
    expect(samePractice('Northside Eye Care', 'Southgate Vision')).toBe(false);
  });
});

describe('recording a reading (given events / when command / then events)', () => {
  const record = (
    outcome: RecordReceiptReading['data']['outcome'],
    contentHash = 'sha256:r',
  ): RecordReceiptReading => ({
    type: 'RecordReceiptReading',
    data: { submissionId: ID, contentHash, engine: 'tesseract.js test', outcome },
  });
  const read = event('ReceiptRead', {
    contentHash: 'sha256:r',
    reading: reading(),
    engine: 'tesseract.js test',
    readAt: AT,
  });

  it('records what was read on the current receipt, in any status', () => {
    spec
      .given([entered(), receipt])
      .when(record({ status: 'read', reading: reading() }))
      .then([read]);
    spec
      .given(confirmedEntry())
      .when(record({ status: 'read', reading: reading() }))
      .then([read]);
  });

  it('records a receipt it could not read, with the reason', () => {
    spec
      .given([entered(), receipt])
      .when(record({ status: 'unreadable', reason: 'NO_TEXT' }))
      .then([
        event('ReceiptUnreadable', {
          contentHash: 'sha256:r',
          reason: 'NO_TEXT',
          engine: 'tesseract.js test',
          readAt: AT,
        }),
      ]);
  });

  it('records a receipt once, and nothing for one replaced since or an unknown entry', () => {
    spec
      .given([entered(), receipt, read])
      .when(record({ status: 'read', reading: reading() }))
      .thenNothingHappens();
    spec
      .given([entered(), receipt])
      .when(record({ status: 'unreadable', reason: 'TIMEOUT' }, 'sha256:old'))
      .thenNothingHappens();
    spec
      .given([])
      .when(record({ status: 'unreadable', reason: 'TIMEOUT' }))
      .thenFails({
        code: 'SUBMISSION_NOT_FOUND',
      });
  });

  it("keeps the reading beside the entry only while its receipt is the entry's", () => {
    const entry = replay([entered(), receipt, read]) as SubmissionEntryState;
    expect(currentReceiptReading(entry)).toMatchObject({ status: 'read', contentHash: 'sha256:r' });
    const replaced = event('ReceiptImageAttached', {
      url: 'https://uploads/r2.jpg',
      contentHash: 'sha256:r2',
      attachedAt: AT,
    });
    expect(
      currentReceiptReading(replay([entered(), receipt, read, replaced]) as SubmissionEntryState),
    ).toBeNull();
    const unreadable = event('ReceiptUnreadable', {
      contentHash: 'sha256:r',
      reason: 'TIMEOUT',
      engine: 'e',
      readAt: AT,
    });
    const state = replay([entered(), receipt, unreadable]) as SubmissionEntryState;
    expect(currentReceiptReading(state)).toMatchObject({ status: 'unreadable', reason: 'TIMEOUT' });
  });
});

describe('the entry as the reading is compared with it', () => {
  const readOf = (boxes: number) =>
    event('ReceiptRead', {
      contentHash: 'sha256:r',
      reading: reading({ purchaseDate: null, practiceName: null, lines: [line('1OH', boxes)] }),
      engine: 'e',
      readAt: AT,
    });

  it("takes the date, the supplies and the practice's name the patient chose", () => {
    const entry = replay(confirmedEntry()) as SubmissionEntryState;
    expect(enteredPurchaseOf(entry)).toEqual({
      purchaseDate: entry.purchaseDate,
      supplies: entry.supplies!.supplies,
      practiceName: entry.supplies!.practice.displayName ?? null,
    });
    expect(enteredPurchaseOf(replay([entered()]) as SubmissionEntryState)).toMatchObject({
      supplies: null,
      practiceName: null,
    });
  });

  it("finds the mismatches of the current receipt's reading, none while unread", () => {
    expect(readingMismatches(replay(confirmedEntry()) as SubmissionEntryState)).toEqual([]);
    expect(readingMismatches(replay(confirmedEntry([readOf(8)])) as SubmissionEntryState)).toEqual(
      [],
    );
    expect(readingMismatches(replay(confirmedEntry([readOf(2)])) as SubmissionEntryState)).toEqual([
      { field: 'boxes', entered: '8 1OH', read: '2 1OH' },
    ]);
  });
});

describe('the approval and a receipt that disagrees', () => {
  const fine: ApprovalContext = {
    practiceActive: true,
    receiptUsable: true,
    duplicateReceipt: false,
    similarReceipt: null,
    priorPurchases: [],
  };
  const mismatches = [{ field: 'boxes', entered: '8 1OH', read: '4 1OH' }] as const;
  const entry = replay(confirmedEntry()) as SubmissionEntryState;

  it('holds the entry for review, never rejects it', () => {
    const assessment = assessForApproval(entry, { ...fine, receiptMismatches: mismatches });
    expect(assessment).toEqual({ outcome: 'review_reading', mismatches });
    expect(approvalCommand(ID, assessment)).toEqual({
      type: 'HoldForReview',
      data: { submissionId: ID, reason: 'RECEIPT_MISMATCH', mismatches },
    });
  });

  it('approves when the reading agrees', () => {
    expect(assessForApproval(entry, { ...fine, receiptMismatches: [] })).toEqual({
      outcome: 'approve',
    });
  });

  it('records the hold with the differences', () => {
    spec
      .given(confirmedEntry())
      .when({
        type: 'HoldForReview',
        data: { submissionId: ID, reason: 'RECEIPT_MISMATCH', mismatches },
      })
      .then([
        event('SubmissionHeldForReview', {
          reason: 'RECEIPT_MISMATCH',
          similarTo: null,
          distance: null,
          mismatches,
          heldAt: AT,
        }),
      ]);
    spec
      .given(confirmedEntry())
      .when({
        type: 'HoldForReview',
        data: { submissionId: ID, reason: 'RECEIPT_MISMATCH', mismatches: [] },
      })
      .thenFails({ code: 'REVIEW_REASON_REQUIRED' });
  });
});

import { validExamples } from '../testing/examples';
import { expectAccepted, expectError } from '../testing/expect-errors';
import { describeFields } from '../testing/field-table';
import { purchaseDateSchema } from './purchase-date';
import {
  confirmQuerySchema,
  profileIdParamsSchema,
  skuParamsSchema,
  submissionIdParamsSchema,
  submissionSearchQuerySchema,
} from './submission-queries';
import {
  confirmSchema,
  discardSubmissionSchema,
  resubmitSchema,
  submitReceiptImageSchema,
  submitSuppliesSchema,
} from './submission-requests';
import { suppliesSchema } from './supplies';
import {
  DEFAULT_UPLOAD_EXTENSIONS,
  extensionOf,
  makeUploadedFileSchema,
  UPLOAD_ACCEPT,
  UPLOAD_EXTENSIONS,
  uploadedFileSchema,
  uploadError,
  uploaderKeySchema,
} from './uploads';

describeFields('purchase date', purchaseDateSchema, validExamples.purchaseDate, [
  {
    field: 'purchase_date',
    accept: ['2024-02-29'],
    reject: [
      [undefined, 'NULL'],
      ['2024-02-30', 'VALIDATION'],
      ['07/04/2025', 'VALIDATION'],
    ],
  },
  { field: 'patient_id', accept: [undefined, 'p-1', 12], reject: [['p 1', 'VALIDATION']] },
  {
    field: 'purchase_submission_id',
    accept: [undefined, '', 's-1'],
    reject: [['s 1', 'VALIDATION']],
  },
]);

describeFields('supplies', suppliesSchema, validExamples.supplies, [
  {
    field: 'brand_l',
    accept: ['1DM', 'OWT', 'TRA'],
    reject: [
      ['XYZ', 'VALIDATION'],
      ['trp', 'VALIDATION'],
    ],
  },
  {
    field: 'lenses_per_box_r',
    accept: [0.5, 6, 90, '30'],
    reject: [
      [undefined, 'NULL'],
      [0, 'VALIDATION'],
      [100, 'VALIDATION'],
      ['2.5', 'VALIDATION'],
    ],
  },
  {
    field: 'boxes_l',
    accept: [1, '12', 0.5],
    reject: [
      ['', 'NULL'],
      [123, 'VALIDATION'],
      [true, 'VALIDATION'],
    ],
  },
  {
    field: 'submission_method',
    accept: [undefined, 'manual', 'scan'],
    reject: [['fax', 'VALIDATION']],
  },
  {
    field: 'supplyLength',
    accept: [undefined, 1, 12, '9'],
    reject: [
      [0, 'VALIDATION'],
      [13, 'VALIDATION'],
    ],
  },
]);

describe('supplies per eye', () => {
  it('an eye without a brand was not bought: its counts are not needed', () => {
    expectAccepted(suppliesSchema, {
      brand_r: 'AUP',
      lenses_per_box_r: 6,
      boxes_r: 2,
      brand_l: '',
    });
  });

  it('an eye with a brand needs lenses per box and boxes (NULL)', () => {
    expectError(suppliesSchema, { brand_l: 'AUP', boxes_l: 2 }, 'lenses_per_box_l', 'NULL');
    expectError(suppliesSchema, { brand_r: 'AUP', lenses_per_box_r: 6 }, 'boxes_r', 'NULL');
  });

  it('at least one eye needs a brand (NULL)', () => {
    expectError(suppliesSchema, {}, 'brand_r', 'NULL');
  });
});

describeFields('submit supplies', submitSuppliesSchema, validExamples.submitSupplies, [
  { field: 'patientId', accept: ['p-2'], reject: [[undefined, 'NULL']] },
  {
    field: 'purchase_submission_id',
    accept: ['s-2'],
    reject: [
      [undefined, 'NULL'],
      [{}, 'VALIDATION'],
    ],
  },
  {
    field: 'product_image_url',
    accept: [undefined, '', 'https://cdn.example.com/p.png'],
    reject: [['ftp://x/p.png', 'VALIDATION']],
  },
  { field: 'supplies.brand_r', accept: ['FAL'], reject: [['NOPE', 'VALIDATION']] },
  {
    field: 'supplies',
    accept: [{ brand_l: 'CYP', lenses_per_box_l: 6, boxes_l: 1 }],
    reject: [
      [undefined, 'NULL'],
      ['TRP', 'VALIDATION'],
    ],
  },
  { field: 'resubmission', accept: [undefined, true], reject: [['true', 'VALIDATION']] },
  { field: 'is_admin_resubmit', accept: [false], reject: [[1, 'VALIDATION']] },
  { field: 'exception', accept: [true], reject: [['yes', 'VALIDATION']] },
  { field: 'admin_exception', accept: [true], reject: [[null, 'VALIDATION']] },
  { field: 'sap', accept: [undefined, '999'], reject: [['x', 'VALIDATION']] },
]);

describe('submit supplies output', () => {
  it('defaults the flags to false', () => {
    const { patientId, purchase_submission_id, supplies } = validExamples.submitSupplies;
    expect(
      expectAccepted(submitSuppliesSchema, { patientId, purchase_submission_id, supplies }),
    ).toMatchObject({
      resubmission: false,
      is_admin_resubmit: false,
      exception: false,
      admin_exception: false,
    });
  });
});

describeFields('submit receipt image', submitReceiptImageSchema, validExamples.submitReceiptImage, [
  {
    field: 'receipt_image_url',
    accept: ['http://localhost:8080/u/r.jpg'],
    reject: [
      [undefined, 'NULL'],
      ['receipt.jpg', 'VALIDATION'],
    ],
  },
  { field: 'purchase_submission_id', accept: ['s'], reject: [['', 'NULL']] },
]);

describeFields('confirm', confirmSchema, validExamples.confirm, [
  { field: 'purchase_submission_id', accept: ['s-9'], reject: [[undefined, 'NULL']] },
  { field: 'resubmission', accept: [undefined, true], reject: [['no', 'VALIDATION']] },
]);

describeFields('discard', discardSubmissionSchema, validExamples.discardSubmission, [
  {
    field: 'purchase_submission_id',
    accept: ['s-9'],
    reject: [
      [undefined, 'NULL'],
      ['s 9', 'VALIDATION'],
    ],
  },
]);

describeFields('resubmit', resubmitSchema, validExamples.resubmit, [
  {
    field: 'purchase_submission_id',
    accept: ['s-9'],
    reject: [
      [undefined, 'NULL'],
      ['s 9', 'VALIDATION'],
    ],
  },
]);

describeFields('confirm query', confirmQuerySchema, validExamples.confirmQuery, [
  { field: 'channel', accept: [undefined, '', 'm', 'def'], reject: [['mobile', 'VALIDATION']] },
]);

describeFields('search by id', submissionSearchQuerySchema, validExamples.submissionSearchQuery, [
  {
    field: 'purchase_submission_id',
    accept: ['abc_123'],
    reject: [
      [undefined, 'NULL'],
      ['abc;drop', 'VALIDATION'],
    ],
  },
]);

describeFields('submission id path', submissionIdParamsSchema, validExamples.submissionIdParams, [
  {
    field: 'submissionId',
    accept: ['0f8c-11'],
    reject: [
      ['', 'NULL'],
      ['../x', 'VALIDATION'],
    ],
  },
]);

describeFields('profile id path', profileIdParamsSchema, validExamples.profileIdParams, [
  {
    field: 'profileId',
    accept: ['me-not-really'],
    reject: [
      [undefined, 'NULL'],
      ['a b', 'VALIDATION'],
    ],
  },
]);

describeFields('sku path', skuParamsSchema, validExamples.skuParams, [
  {
    field: 'SKU',
    accept: ['00000000001'],
    reject: [
      [undefined, 'NULL'],
      ['123', 'VALIDATION'],
    ],
  },
]);

describeFields('uploader key', uploaderKeySchema, validExamples.uploaderKey, [
  {
    field: 'uid',
    accept: ['s-1'],
    reject: [
      [undefined, 'NULL'],
      ['s/1', 'VALIDATION'],
    ],
  },
  {
    field: 'type',
    accept: ['receipt', 'product'],
    reject: [
      [undefined, 'NULL'],
      ['avatar', 'VALIDATION'],
    ],
  },
  { field: 'language', accept: ['en', 'es'], reject: [['de', 'VALIDATION']] },
]);

describeFields('uploaded file', uploadedFileSchema, validExamples.uploadedFile, [
  {
    field: 'name',
    accept: ['IMG_0001.HEIC', 'recibo 🧾.png', 'a.b.webp', 'receipt.PDF', 'scan.jpeg'],
    reject: [
      [undefined, 'NULL'],
      ['receipt.gif', 'VALIDATION'],
      ['noextension', 'VALIDATION'],
    ],
  },
  {
    field: 'size',
    accept: [0, 10 * 1024 * 1024],
    reject: [
      [undefined, 'NULL'],
      [10 * 1024 * 1024 + 1, 'VALIDATION'],
      [-1, 'VALIDATION'],
    ],
  },
]);

describe('uploaded file errors (spec: format, too_large)', () => {
  it('reports format for an extension outside the accept list', () => {
    expect(uploadError({ name: 'receipt.gif', size: 10 })).toBe('format');
    expect(uploadError({ name: 'receipt.pdf.exe', size: 10 })).toBe('format');
  });

  it('takes every format the upload host takes: JPEG, PNG, HEIC/HEIF, WebP and PDF', () => {
    expect(UPLOAD_EXTENSIONS).toEqual(['jpg', 'jpeg', 'png', 'heic', 'heif', 'webp', 'pdf']);
    expect(DEFAULT_UPLOAD_EXTENSIONS).toBe(UPLOAD_EXTENSIONS);
    for (const extension of UPLOAD_EXTENSIONS)
      expect(uploadError({ name: `receipt.${extension.toUpperCase()}`, size: 10 })).toBeUndefined();
    expect(UPLOAD_ACCEPT).toBe(
      '.jpg,.jpeg,.png,.heic,.heif,.webp,.pdf,' +
        'image/jpeg,image/png,image/heic,image/webp,application/pdf',
    );
    expect(extensionOf('IMG_0001.HEIC')).toBe('heic');
    expect(extensionOf('noextension')).toBe('');
  });

  it('reports too_large above the maximum size', () => {
    expect(uploadError({ name: 'receipt.jpg', size: 20_000_000 })).toBe('too_large');
    expect(uploadError({ name: 'receipt.jpg', size: 2_000 }, { maxBytes: 1_000 })).toBe(
      'too_large',
    );
  });

  it('accepts what the caller allows', () => {
    expect(uploadError({ name: 'receipt.pdf', size: 10 }, { accept: ['pdf'] })).toBeUndefined();
    expectAccepted(makeUploadedFileSchema({ accept: ['pdf'], maxBytes: 100 }), {
      name: 'r.PDF',
      size: 100,
    });
  });
});

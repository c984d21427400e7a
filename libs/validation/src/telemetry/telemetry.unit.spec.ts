import { validExamples } from '../testing/examples';
import { describeFields } from '../testing/field-table';
import {
  appQuerySchema,
  clientErrorSchema,
  redirectToAffiliateQuerySchema,
} from './client-requests';
import { trackingSchema } from './tracking';
import { expectAccepted, expectError } from '../testing/expect-errors';

const manyKeys = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, 'v']));

describeFields('tracking', trackingSchema, validExamples.tracking, [
  {
    field: 'eventName',
    accept: ['video:25', 'Exit'],
    reject: [
      [undefined, 'NULL'],
      ['<script>', 'VALIDATION'],
    ],
  },
  {
    field: 'data',
    accept: [undefined, {}],
    reject: [
      ['url=x', 'VALIDATION'],
      [manyKeys, 'VALIDATION'],
      [[1], 'VALIDATION'],
    ],
  },
  {
    field: 'data.url',
    accept: ['https://x.test/?q=😀'],
    reject: [
      [{ nested: true }, 'VALIDATION'],
      ['x'.repeat(2001), 'VALIDATION'],
    ],
  },
]);

describeFields('client error', clientErrorSchema, validExamples.clientError, [
  {
    field: 'stack',
    accept: ['Error: 💥\n\tat x'],
    reject: [
      [undefined, 'NULL'],
      ['x'.repeat(20_001), 'VALIDATION'],
    ],
  },
]);

describeFields(
  'redirect to affiliate',
  redirectToAffiliateQuerySchema,
  validExamples.redirectToAffiliateQuery,
  [{ field: 'affiliate_id', accept: [undefined, 'acuvue-1'], reject: [['a b', 'VALIDATION']] }],
);

describe('app query string', () => {
  it('passes text values and repeated keys through', () => {
    expect(expectAccepted(appQuerySchema, validExamples.appQuery)).toEqual(validExamples.appQuery);
  });

  it('refuses anything but text', () => {
    expectError(appQuerySchema, { n: 1 }, 'n', 'VALIDATION');
  });
});

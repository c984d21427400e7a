import { describeFields } from '../testing/field-table';
import { escalationInboxQuerySchema, escalationReplySchema } from './escalation-inbox';

describeFields('support inbox list', escalationInboxQuerySchema, {}, [
  {
    field: 'status',
    accept: ['open', 'answered', 'closed', undefined],
    reject: [['pending', 'VALIDATION']],
  },
  { field: 'page', accept: ['2', 3], reject: [['0', 'VALIDATION']] },
]);

describeFields('support inbox reply', escalationReplySchema, { message: 'Hello' }, [
  {
    field: 'message',
    accept: ['Your card is on its way.\nIt arrives in ten days.'],
    reject: [
      [undefined, 'NULL'],
      ['   ', 'NULL'],
      ['x'.repeat(5001), 'VALIDATION'],
    ],
  },
]);

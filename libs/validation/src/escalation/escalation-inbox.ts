// Support's inbox in the back office (issue 17 item 2): the list, one escalation, a reply.
import { ESCALATION_STATUSES } from '@lens/domain';
import { type z } from 'zod';
import { optionalChoice } from '../common/choices';
import { id } from '../common/ids';
import { optionalNumberInput } from '../common/numbers';
import { payload } from '../common/objects';
import { requiredText } from '../common/text';

const REPLY_MAX = 5000;
const MAX_PAGE = 10_000;
const MAX_PAGE_SIZE = 100;

/** GET /admin/api/escalations?status=open|answered|closed (all when absent), a page at a time. */
export const escalationInboxQuerySchema = payload({
  status: optionalChoice(ESCALATION_STATUSES, 'invalid choice'),
  page: optionalNumberInput('invalid number', { integer: true, min: 1, max: MAX_PAGE }),
  page_size: optionalNumberInput('invalid number', { integer: true, min: 1, max: MAX_PAGE_SIZE }),
});
export type EscalationInboxQuery = z.infer<typeof escalationInboxQuerySchema>;

/** An escalation in the path. */
export const escalationParamsSchema = payload({ escalationId: id() });
export type EscalationParams = z.infer<typeof escalationParamsSchema>;

/** POST /admin/api/escalations/{id}/reply: what support writes to the person. */
export const escalationReplySchema = payload({
  message: requiredText({ max: REPLY_MAX, multiline: true }),
});
export type EscalationReply = z.infer<typeof escalationReplySchema>;

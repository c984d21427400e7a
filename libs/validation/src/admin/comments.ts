import { INCOMPLETE_REASONS } from '@lens/domain';
import { type z } from 'zod';
import { choice } from '../common/choices';
import { id } from '../common/ids';
import { PATTERNS } from '../common/patterns';
import { payload } from '../common/objects';
import { matching, optionalText, requiredText } from '../common/text';

const COMMENT_MAX = 2000;
const comment = () => requiredText({ max: COMMENT_MAX, multiline: true });

/** The admin comment modal (field additionalComments, spec 000 §5). */
export const adminCommentFormSchema = payload({ additionalComments: comment() });
export type AdminCommentForm = z.infer<typeof adminCommentFormSchema>;

/** POST /admin/api/contest/entry/{submissionId}/comments. */
export const entryCommentSchema = payload({ comment: comment() });
export type EntryComment = z.infer<typeof entryCommentSchema>;

/** Starting an impersonation: whom, and the required comment recorded with every event. */
export const impersonationCommentSchema = payload({ profile_id: id(), comment: comment() });
export type ImpersonationComment = z.infer<typeof impersonationCommentSchema>;

/**
 * POST /admin/api/contest/entry/{submissionId}/incomplete: the OAMOE override's "log incomplete"
 * (spec 001 §3 `incomplete_reason`, `batch_id`, `comment`).
 */
export const logIncompleteSchema = payload({
  incomplete_reason: choice(INCOMPLETE_REASONS, 'invalid incomplete reason'),
  batch_id: optionalText(matching(PATTERNS.id, 'invalid batch id', 64)),
  comment: comment(),
});
export type LogIncompleteRequest = z.infer<typeof logIncompleteSchema>;

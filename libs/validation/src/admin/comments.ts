import { type z } from 'zod';
import { id } from '../common/ids';
import { payload } from '../common/objects';
import { requiredText } from '../common/text';

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

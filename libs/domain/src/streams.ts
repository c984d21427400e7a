// Stream names, one function per aggregate: the only place a stream's prefix is written.

const SUBMISSION = 'submission-';

/** An entry's stream: `submission-<id>`. */
export const submissionStream = (submissionId: string) => `${SUBMISSION}${submissionId}`;

/** The entry id of a `submission-<id>` stream, or null for any other stream. */
export const submissionIdOf = (streamId: string): string | null =>
  streamId.startsWith(SUBMISSION) ? streamId.slice(SUBMISSION.length) : null;

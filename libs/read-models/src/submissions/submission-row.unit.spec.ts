import type { SubmissionEvent } from '@lens/domain';
import { streamRecorder } from '../testing/recorded-events';
import { evolveSubmissionRow, newSubmissionRow } from './submission-row';

const at = new Date('2025-08-02T12:00:00.000Z');
const record = streamRecorder('submission-s1', () => at);
const recorded = ({ type, data }: { type: string; data: unknown }) => record(type, data);

const rejected: SubmissionEvent = {
  type: 'SubmissionRejected',
  data: {
    submissionId: 's1',
    reasons: ['RECEIPT_UNREADABLE'],
    rejectedBy: 'system',
    rejectedAt: at.toISOString(),
  },
};

describe('the dashboard row of an entry', () => {
  it('folds the decoded event', () => {
    const row = evolveSubmissionRow(newSubmissionRow('s1', at.toISOString()), recorded(rejected));
    expect(row).toMatchObject({
      status: 'rejected',
      rejection_reasons: ['RECEIPT_UNREADABLE'],
      event_count: 1,
    });
  });

  it('counts an event that lacks a required field and takes nothing else from it', () => {
    const before = newSubmissionRow('s1', at.toISOString());
    const { reasons: _dropped, ...lacking } = rejected.data;
    const row = evolveSubmissionRow(before, recorded({ type: rejected.type, data: lacking }));
    expect(row).toEqual({
      ...before,
      event_count: 1,
      last_revision: record.lastRevision(),
      updated_at: at.toISOString(),
    });
  });

  it('counts an event of a type it does not know', () => {
    const before = newSubmissionRow('s1', at.toISOString());
    const row = evolveSubmissionRow(before, recorded({ type: 'SomethingNew', data: {} }));
    expect(row).toEqual({ ...before, event_count: 1, last_revision: record.lastRevision() });
  });

  it('writes into a copy of its own: the row folded from stays as it was', () => {
    const before = Object.freeze(newSubmissionRow('s1', at.toISOString()));
    const copy = { ...before };
    const row = evolveSubmissionRow(before, recorded(rejected));
    expect(before).toEqual(copy);
    expect(row).not.toBe(before);
    expect(row.status).toBe('rejected');
  });
});

import { type SubmissionStatus } from '@lens/domain';
import { type SubmissionView } from '../../features/submissions/submission';
import { dashboardOrder, statusKeyOf } from './entry-status';

const entry = (id: string, status: SubmissionStatus) => ({ id, status }) as SubmissionView;

describe('dashboard entries', () => {
  it('puts in progress, rejected and resubmission-started entries first, keeping the server order', () => {
    const ordered = dashboardOrder([
      entry('a', 'approved'),
      entry('b', 'rejected'),
      entry('c', 'pending'),
      entry('d', ''),
      entry('e', 'mail required'),
      entry('f', 'resub_started'),
    ]);
    expect(ordered.map((e) => e.id)).toEqual(['b', 'd', 'f', 'a', 'c', 'e']);
  });

  it.each([
    ['', 'inProgress'],
    ['pending', 'pending'],
    ['approved', 'approved'],
    ['rejected', 'rejected'],
    ['resub_started', 'resubStarted'],
    ['mail required', 'mailRequired'],
    ['resub_mail_required', 'mailRequired'],
    ['duplicate_review', 'pending'],
  ] as const)('speaks of %j as %s', (status, key) => {
    expect(statusKeyOf(status)).toBe(key);
  });
});

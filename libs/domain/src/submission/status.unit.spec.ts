import { SUBMISSION_STATUSES, type SubmissionStatus } from '../catalog/codes';
import {
  hasAnyApproved,
  inProgressForPatient,
  isInProgress,
  isMailRequiredStatus,
  needsAttention,
} from './predicates';
import { canTransition, isEditable, STATUS_TRANSITIONS } from './transitions';

// status, in progress, needs attention, mail required, editable
const table: [SubmissionStatus, boolean, boolean, boolean, boolean][] = [
  ['', true, true, false, true],
  ['pending', false, false, false, false],
  ['approved', false, false, false, false],
  ['rejected', false, true, false, false],
  ['resub_started', false, true, false, true],
  ['mail required', false, false, true, false],
  ['resub_mail_required', false, false, true, false],
  ['discarded', false, false, false, false],
  ['duplicate_review', false, false, false, false],
];

describe('status predicates (spec 000 §4)', () => {
  it('covers every status', () => {
    expect(table.map(([s]) => s)).toEqual([...SUBMISSION_STATUSES]);
  });

  it.each(table)(
    '%j: in progress %s, needs attention %s, mail %s, editable %s',
    (status, progress, attention, mail, editable) => {
      expect(isInProgress(status)).toBe(progress);
      expect(needsAttention(status)).toBe(attention);
      expect(isMailRequiredStatus(status)).toBe(mail);
      expect(isEditable(status)).toBe(editable);
    },
  );

  it('finds any approved entry', () => {
    expect(hasAnyApproved([{ status: 'pending' }, { status: 'approved' }])).toBe(true);
    expect(hasAnyApproved([{ status: 'rejected' }])).toBe(false);
    expect(hasAnyApproved([])).toBe(false);
  });

  it("finds the patient's entry in progress", () => {
    const entries = [
      { id: 1, patientId: 'a', status: 'pending' as const },
      { id: 2, patientId: 'b', status: '' as const },
      { id: 3, patientId: 'a', status: '' as const },
    ];
    expect(inProgressForPatient(entries, 'a')?.id).toBe(3);
    expect(inProgressForPatient(entries, 'c')).toBeUndefined();
  });
});

describe('status transitions (DESIGN §9)', () => {
  const allowed: [SubmissionStatus, SubmissionStatus][] = [
    ['', 'pending'],
    ['', 'discarded'],
    ['pending', 'approved'],
    ['pending', 'rejected'],
    ['pending', 'mail required'],
    ['pending', 'resub_mail_required'],
    ['pending', 'duplicate_review'],
    ['duplicate_review', 'approved'],
    ['duplicate_review', 'rejected'],
    ['rejected', 'resub_started'],
    ['rejected', 'approved'],
    ['resub_started', 'pending'],
    ['mail required', 'approved'],
    ['mail required', 'rejected'],
    ['resub_mail_required', 'approved'],
    ['resub_mail_required', 'rejected'],
  ];

  it.each(
    SUBMISSION_STATUSES.flatMap((from) => SUBMISSION_STATUSES.map((to) => [from, to] as const)),
  )('%j → %j', (from, to) => {
    expect(canTransition(from, to)).toBe(allowed.some(([f, t]) => f === from && t === to));
  });

  it('ends at approved, or at discarded', () => {
    expect(STATUS_TRANSITIONS.approved).toEqual([]);
    expect(STATUS_TRANSITIONS.discarded).toEqual([]);
  });
});

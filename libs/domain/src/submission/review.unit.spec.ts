import { AT, confirmedEntry, entered, event, ID, spec } from '../testing/submission-fixtures';
import { type SubmissionStatus } from '../catalog/codes';
import { type SubmissionEvent } from './submission';
import { type LogIncomplete } from './submission.commands';

const rejected = event('SubmissionRejected', {
  reasons: ['RECEIPT_UNREADABLE'],
  rejectedBy: 'system',
  rejectedAt: AT,
});
const restarted = event('ResubmissionStarted', { isAdminResubmit: false, startedAt: AT });
const granted = event('ExceptionGranted', {
  exceptionId: 'EX-7',
  adminId: 'a-1',
  comment: 'receipt checked by phone',
  grantedAt: AT,
});
const approved = (exceptionId: string | null = null, approvedBy = 'system') =>
  event('SubmissionApproved', { approvedBy, exceptionId, approvedAt: AT });
const mail = (status: 'mail required' | 'resub_mail_required') =>
  event('MailRequired', { reason: 'NOT_LISTED_PRACTICE', status, requiredAt: AT });

const approve = {
  type: 'ApproveSubmission',
  data: { submissionId: ID, approvedBy: 'system' },
} as const;
const reject = (reasons: ('RECEIPT_UNREADABLE' | 'DUPLICATE_RECEIPT')[]) =>
  ({
    type: 'RejectSubmission',
    data: { submissionId: ID, reasons, rejectedBy: 'system' },
  }) as const;
const requireMail = {
  type: 'RequireMail',
  data: { submissionId: ID, reason: 'NOT_LISTED_PRACTICE' },
} as const;

describe('AddAdminComment', () => {
  it('records the comment with the admin', () => {
    spec
      .given([entered()])
      .when({
        type: 'AddAdminComment',
        data: { submissionId: ID, adminId: 'a-1', comment: 'Called the practice' },
      })
      .then([
        event('AdminCommentAdded', { adminId: 'a-1', comment: 'Called the practice', addedAt: AT }),
      ]);
  });

  it('needs a comment', () => {
    spec
      .given([entered()])
      .when({ type: 'AddAdminComment', data: { submissionId: ID, adminId: 'a-1', comment: '  ' } })
      .thenFails({ code: 'COMMENT_REQUIRED' });
  });
});

describe('ApproveSubmission', () => {
  it.each<[SubmissionStatus, SubmissionEvent[]]>([
    ['pending', confirmedEntry()],
    ['mail required', [...confirmedEntry(), mail('mail required')]],
    [
      'resub_mail_required',
      [...confirmedEntry(), rejected, restarted, mail('resub_mail_required')],
    ],
  ])('approves from %s', (_status, given) => {
    spec.given(given).when(approve).then([approved()]);
  });

  it('does nothing when already approved', () => {
    spec
      .given([...confirmedEntry(), approved()])
      .when(approve)
      .thenNothingHappens();
  });

  it('cannot approve an entry in progress', () => {
    spec.given([entered()]).when(approve).thenFails({ code: 'ILLEGAL_STATUS', status: '' });
  });

  it('approves a rejected entry only with an exception', () => {
    spec
      .given([...confirmedEntry(), rejected])
      .when(approve)
      .thenFails({ code: 'EXCEPTION_REQUIRED' });
    spec
      .given([...confirmedEntry(), rejected, granted])
      .when({ ...approve, data: { ...approve.data, approvedBy: 'a-1' } })
      .then([approved('EX-7', 'a-1')]);
  });
});

describe('RejectSubmission', () => {
  it('rejects with its reasons, once each', () => {
    spec
      .given(confirmedEntry())
      .when(reject(['RECEIPT_UNREADABLE', 'RECEIPT_UNREADABLE']))
      .then([rejected]);
  });

  it('needs a reason', () => {
    spec.given(confirmedEntry()).when(reject([])).thenFails({ code: 'REJECTION_REASON_REQUIRED' });
  });

  it('does nothing when already rejected', () => {
    spec
      .given([...confirmedEntry(), rejected])
      .when(reject(['DUPLICATE_RECEIPT']))
      .thenNothingHappens();
  });

  it('cannot reject an approved entry', () => {
    spec
      .given([...confirmedEntry(), approved()])
      .when(reject(['DUPLICATE_RECEIPT']))
      .thenFails({ code: 'ILLEGAL_STATUS' });
  });
});

describe('RequireMail', () => {
  it('asks for mail after a first submission', () => {
    spec
      .given(confirmedEntry())
      .when(requireMail)
      .then([mail('mail required')]);
  });

  it('asks for mail after a resubmission with its own status', () => {
    const resubmitted = [...confirmedEntry(), rejected, restarted, ...confirmedEntry().slice(-1)];
    spec
      .given(resubmitted)
      .when(requireMail)
      .then([mail('resub_mail_required')]);
  });

  it('does nothing when mail is already required', () => {
    spec
      .given([...confirmedEntry(), mail('mail required')])
      .when(requireMail)
      .thenNothingHappens();
  });

  it('only from pending', () => {
    spec.given([entered()]).when(requireMail).thenFails({ code: 'ILLEGAL_STATUS' });
  });
});

describe('HoldForReview (a receipt like another entry’s)', () => {
  const hold = {
    type: 'HoldForReview',
    data: { submissionId: ID, similarTo: 'other-entry', distance: 3 },
  } as const;
  const held = event('SubmissionHeldForReview', {
    reason: 'SIMILAR_RECEIPT',
    similarTo: 'other-entry',
    distance: 3,
    heldAt: AT,
  });

  it('holds a pending entry for support', () => {
    spec.given(confirmedEntry()).when(hold).then([held]);
  });

  it('does nothing when already held', () => {
    spec
      .given([...confirmedEntry(), held])
      .when(hold)
      .thenNothingHappens();
  });

  it('only from pending', () => {
    spec.given([entered()]).when(hold).thenFails({ code: 'ILLEGAL_STATUS' });
    spec
      .given([...confirmedEntry(), approved()])
      .when(hold)
      .thenFails({ code: 'ILLEGAL_STATUS', status: 'approved' });
  });

  it('support approves it without an exception, or rejects it', () => {
    spec
      .given([...confirmedEntry(), held])
      .when({ ...approve, data: { submissionId: ID, approvedBy: 'support-1' } })
      .then([approved(null, 'support-1')]);
    spec
      .given([...confirmedEntry(), held])
      .when(reject(['DUPLICATE_RECEIPT']))
      .then([
        event('SubmissionRejected', {
          reasons: ['DUPLICATE_RECEIPT'],
          rejectedBy: 'system',
          rejectedAt: AT,
        }),
      ]);
  });
});

describe('LogIncomplete (the OAMOE override)', () => {
  const log = (extra: Partial<LogIncomplete['data']> = {}): LogIncomplete => ({
    type: 'LogIncomplete',
    data: {
      submissionId: ID,
      reason: 'practice_inactive',
      batchId: ' OAMOE-7 ',
      comment: 'Practice left the programme',
      adminId: 'a-1',
      ...extra,
    },
  });

  it('records the reason, batch and comment on the entry in progress', () => {
    spec
      .given([entered()])
      .when(log())
      .then([
        event('EntryLoggedIncomplete', {
          incompleteReason: 'practice_inactive',
          batchId: 'OAMOE-7',
          comment: 'Practice left the programme',
          adminId: 'a-1',
          loggedAt: AT,
        }),
      ]);
  });

  it('keeps no blank batch', () => {
    spec
      .given([entered()])
      .when(log({ batchId: '  ' }))
      .then([
        event('EntryLoggedIncomplete', {
          incompleteReason: 'practice_inactive',
          batchId: null,
          comment: 'Practice left the programme',
          adminId: 'a-1',
          loggedAt: AT,
        }),
      ]);
  });

  it('needs a known reason and a comment', () => {
    spec
      .given([entered()])
      .when(log({ reason: 'bored' as LogIncomplete['data']['reason'] }))
      .thenFails({ code: 'INVALID_INCOMPLETE_REASON' });
    spec
      .given([entered()])
      .when(log({ comment: ' ' }))
      .thenFails({ code: 'COMMENT_REQUIRED' });
  });

  it('only while the entry can still change', () => {
    spec
      .given(confirmedEntry())
      .when(log())
      .thenFails({ code: 'ILLEGAL_STATUS', status: 'pending' });
  });
});

describe('StartResubmission', () => {
  const start = { type: 'StartResubmission', data: { submissionId: ID } } as const;

  it('starts from rejected', () => {
    spec
      .given([...confirmedEntry(), rejected])
      .when(start)
      .then([restarted]);
  });

  it('records an admin resubmit', () => {
    spec
      .given([...confirmedEntry(), rejected])
      .when({ ...start, data: { submissionId: ID, isAdminResubmit: true } })
      .then([event('ResubmissionStarted', { isAdminResubmit: true, startedAt: AT })]);
  });

  it('does nothing when already started', () => {
    spec
      .given([...confirmedEntry(), rejected, restarted])
      .when(start)
      .thenNothingHappens();
  });

  it('cannot start from pending', () => {
    spec
      .given(confirmedEntry())
      .when(start)
      .thenFails({ code: 'ILLEGAL_STATUS', status: 'pending' });
  });
});

describe('DiscardSubmission', () => {
  const discard = { type: 'DiscardSubmission', data: { submissionId: ID } } as const;
  const discarded = event('SubmissionDiscarded', { discardedAt: AT });

  it('discards an entry in progress', () => {
    spec.given([entered()]).when(discard).then([discarded]);
  });

  it('does nothing when already discarded', () => {
    spec.given([entered(), discarded]).when(discard).thenNothingHappens();
  });

  it('needs an entry', () => {
    spec.given([]).when(discard).thenFails({ code: 'SUBMISSION_NOT_FOUND' });
  });

  it.each<[SubmissionStatus, SubmissionEvent[]]>([
    ['pending', confirmedEntry()],
    ['rejected', [...confirmedEntry(), rejected]],
    ['resub_started', [...confirmedEntry(), rejected, restarted]],
    ['approved', [...confirmedEntry(), approved()]],
  ])('cannot discard a %s entry', (status, given) => {
    spec.given(given).when(discard).thenFails({ code: 'ILLEGAL_STATUS', status });
  });

  it('leaves nothing to change, confirm or resubmit afterwards', () => {
    const given = [entered(), discarded];
    spec
      .given(given)
      .when({ type: 'ConfirmSubmission', data: { submissionId: ID, priorPurchases: [] } })
      .thenFails({ code: 'ILLEGAL_STATUS', status: 'discarded' });
    spec
      .given(given)
      .when({
        type: 'EnterPurchaseDate',
        data: { submissionId: ID, profileId: 'p-1', patientId: 'pt-1', purchaseDate: '2025-07-10' },
      })
      .thenFails({ code: 'ILLEGAL_STATUS', status: 'discarded' });
    spec
      .given(given)
      .when({ type: 'StartResubmission', data: { submissionId: ID } })
      .thenFails({ code: 'ILLEGAL_STATUS', status: 'discarded' });
  });
});

describe('GrantException', () => {
  const grant = (exceptionId = 'EX-7', comment = 'receipt checked by phone') =>
    ({
      type: 'GrantException',
      data: { submissionId: ID, exceptionId, adminId: 'a-1', comment },
    }) as const;

  it('records the exception with the admin and comment', () => {
    spec
      .given([...confirmedEntry(), rejected])
      .when(grant())
      .then([granted]);
  });

  it('does nothing for the same exception twice', () => {
    spec
      .given([...confirmedEntry(), granted])
      .when(grant())
      .thenNothingHappens();
  });

  it.each([
    ['EX 7', 'c', 'INVALID_EXCEPTION_ID'],
    ['EX-7', ' ', 'COMMENT_REQUIRED'],
  ] as const)('rejects id %j with comment %j', (id, comment, code) => {
    spec.given(confirmedEntry()).when(grant(id, comment)).thenFails({ code });
  });

  it('has nothing to override once approved', () => {
    spec
      .given([...confirmedEntry(), approved()])
      .when(grant())
      .thenFails({ code: 'ILLEGAL_STATUS' });
  });
});

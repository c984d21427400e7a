import { isRejectionReason, MAIL_REQUIRED_REASONS, REJECTION_REASONS } from './reasons';

describe('reason codes', () => {
  it.each([...REJECTION_REASONS])('%s is a rejection reason', (reason) => {
    expect(isRejectionReason(reason)).toBe(true);
  });

  it('knows what is not a reason', () => {
    expect(isRejectionReason('because')).toBe(false);
    expect(MAIL_REQUIRED_REASONS).toEqual(['NOT_LISTED_PRACTICE', 'RECEIPT_UNUSABLE']);
  });
});

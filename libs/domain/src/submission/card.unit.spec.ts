import { type SubmissionConfirmed } from './submission';
import { submissionDecider } from './submission.decide';
import { AT, CODE, confirmedEntry, event, ID, spec } from '../testing/submission-fixtures';

const approved = event('SubmissionApproved', {
  approvedBy: 'system',
  exceptionId: null,
  approvedAt: AT,
});
const { rewards } = (confirmedEntry().at(-1) as SubmissionConfirmed).data;
const ordered = event('RewardCardOrdered', {
  orderId: 'o-1',
  amount: rewards.totalReward,
  rewards,
  confirmationCode: CODE,
  fulfillmentType: 'physical_card',
  maskedNumber: null,
  expiry: null,
  orderedAt: AT,
});
const order = (orderId = 'o-1') =>
  ({ type: 'OrderRewardCard', data: { submissionId: ID, orderId } }) as const;
const mailed = (orderId = 'o-1', trackingId: string | null = null) =>
  ({ type: 'MarkRewardCardMailed', data: { submissionId: ID, orderId, trackingId } }) as const;

describe('reward card', () => {
  it('orders the card for the total reward of an approved entry', () => {
    spec
      .given([...confirmedEntry(), approved])
      .when(order())
      .then([ordered]);
  });

  it('records what the provider reports: the masked number, the expiry, the fulfilment', () => {
    const result = spec.given([...confirmedEntry(), approved]).when({
      type: 'OrderRewardCard',
      data: {
        submissionId: ID,
        orderId: 'o-1',
        fulfillmentType: 'virtual',
        maskedNumber: '**** **** **** 1234',
        expiry: '11/29',
      },
    }).result;
    expect(result.ok && result.events[0]?.data).toMatchObject({
      fulfillmentType: 'virtual',
      maskedNumber: '**** **** **** 1234',
      expiry: '11/29',
      amount: rewards.totalReward,
      rewards,
      confirmationCode: CODE,
    });
  });

  it.each([
    ['a full card number', { maskedNumber: '4111 1111 1111 1111' }, 'maskedNumber'],
    ['a number without a mask', { maskedNumber: '1234' }, 'maskedNumber'],
    ['an expiry not as printed', { expiry: '2029-11' }, 'expiry'],
    ['month 13', { expiry: '13/29' }, 'expiry'],
  ])('refuses %s', (_label, detail, field) => {
    spec
      .given([...confirmedEntry(), approved])
      .when({ type: 'OrderRewardCard', data: { submissionId: ID, orderId: 'o-1', ...detail } })
      .thenFails({ code: 'CARD_DETAILS_INVALID', field } as never);
  });

  it('keeps the card details in the state', () => {
    const done = event('RewardCardMailed', { orderId: 'o-1', trackingId: null, mailedAt: AT });
    const state = [...confirmedEntry(), approved, ordered, done].reduce(
      submissionDecider.evolve,
      submissionDecider.initialState(),
    );
    expect(state.kind === 'entry' && state.card).toEqual({
      orderId: 'o-1',
      amount: rewards.totalReward,
      fulfillmentType: 'physical_card',
      maskedNumber: null,
      expiry: null,
      orderedAt: AT,
      mailedAt: AT,
    });
  });

  it('orders only for an approved entry', () => {
    spec
      .given(confirmedEntry())
      .when(order())
      .thenFails({ code: 'ILLEGAL_STATUS', status: 'pending' });
  });

  it('orders once: the same order again decides nothing, another one is refused', () => {
    spec
      .given([...confirmedEntry(), approved, ordered])
      .when(order())
      .thenNothingHappens();
    spec
      .given([...confirmedEntry(), approved, ordered])
      .when(order('o-2'))
      .thenFails({
        code: 'CARD_ALREADY_ORDERED',
        orderId: 'o-1',
      });
  });

  it('marks the ordered card mailed, once', () => {
    const done = event('RewardCardMailed', { orderId: 'o-1', trackingId: 'T1', mailedAt: AT });
    spec
      .given([...confirmedEntry(), approved, ordered])
      .when(mailed('o-1', 'T1'))
      .then([done]);
    spec
      .given([...confirmedEntry(), approved, ordered, done])
      .when(mailed())
      .thenNothingHappens();
  });

  it('mails only the card that was ordered', () => {
    spec
      .given([...confirmedEntry(), approved])
      .when(mailed())
      .thenFails({ code: 'CARD_NOT_ORDERED' });
    spec
      .given([...confirmedEntry(), approved, ordered])
      .when(mailed('o-2'))
      .thenFails({ code: 'CARD_NOT_ORDERED' });
  });

  it('records no tracking id when none is given', () => {
    const result = spec
      .given([...confirmedEntry(), approved, ordered])
      .when({ type: 'MarkRewardCardMailed', data: { submissionId: ID, orderId: 'o-1' } }).result;
    expect(result.ok && result.events[0]?.data).toMatchObject({ trackingId: null });
  });
});

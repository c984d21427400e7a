// An entry as the dashboard and the purchase flow read it: the api's response schema's types.
export type { AppliedPromoCode, RewardCard, Rewards, SubmissionView } from '@lens/validation';

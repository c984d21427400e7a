export {
  makeViralReferralSchema,
  MAX_REFERRALS,
  viralReferralSchema,
  type ViralReferral,
  type ViralReferralOptions,
} from './viral-referral';

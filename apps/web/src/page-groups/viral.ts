// Page group "viral": referrals.
export { ViralPage } from '../routes/viral/ViralPage';
export { ViralNoThanksPage, ViralThanksPage } from '../routes/viral/ViralThanksPages';

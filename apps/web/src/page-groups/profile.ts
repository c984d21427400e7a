// Page group "profile": signing in, onboarding, opt-ins and the account outcomes.
export { LoginPage } from '../routes/login/LoginPage';
export { OnboardingPage } from '../routes/onboarding/OnboardingPage';
export { EmailOptInPage, SmsOptInPage } from '../routes/opt-in/OptInPage';
export { OptInConfirmPage, UnsubscribePage } from '../routes/opt-in/SignedLinkPage';
export { IneligibleAgePage } from '../routes/ineligible-age/IneligibleAgePage';
export { DupAccountPage } from '../routes/dup-account/DupAccountPage';
export { ForgotPasswordPage } from '../routes/password-reset/ForgotPasswordPage';
export { ResetPasswordPage } from '../routes/password-reset/ResetPasswordPage';

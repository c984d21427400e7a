// Page group "profile": signing in, onboarding, opt-ins and the account outcomes. The forms here
// load their checks on first use (features/forms/use-form-checks.ts); the reset page checks its
// link's token as it shows, so it is a page part with the checks in its own chunk, and /login's
// first load does not carry them (DESIGN §12).
import { pagePart } from '../routing/page-part';

export { LoginPage } from '../routes/login/LoginPage';
export { OnboardingPage } from '../routes/onboarding/OnboardingPage';
export { EmailOptInPage, SmsOptInPage } from '../routes/opt-in/OptInPage';
export { OptInConfirmPage, UnsubscribePage } from '../routes/opt-in/SignedLinkPage';
export { IneligibleAgePage } from '../routes/ineligible-age/IneligibleAgePage';
export { DupAccountPage } from '../routes/dup-account/DupAccountPage';
export { ForgotPasswordPage } from '../routes/password-reset/ForgotPasswordPage';
export const ResetPasswordPage = pagePart(() =>
  import('../routes/password-reset/ResetPasswordPage').then((m) => m.ResetPasswordPage),
);

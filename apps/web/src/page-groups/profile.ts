// Page group "profile": signing in, onboarding, opt-ins and the account outcomes. Every page
// loads with a chunk of its own (page parts), so /login's first load carries none of the other
// pages' forms (DESIGN §12).
import { pagePart } from '../routing/page-part';

export const LoginPage = pagePart(() =>
  import('../routes/login/LoginPage').then((m) => m.LoginPage),
);
export const OnboardingPage = pagePart(() =>
  import('../routes/onboarding/OnboardingPage').then((m) => m.OnboardingPage),
);
export const SmsOptInPage = pagePart(() =>
  import('../routes/opt-in/OptInPage').then((m) => m.SmsOptInPage),
);
export const EmailOptInPage = pagePart(() =>
  import('../routes/opt-in/OptInPage').then((m) => m.EmailOptInPage),
);
export const OptInConfirmPage = pagePart(() =>
  import('../routes/opt-in/SignedLinkPage').then((m) => m.OptInConfirmPage),
);
export const UnsubscribePage = pagePart(() =>
  import('../routes/opt-in/SignedLinkPage').then((m) => m.UnsubscribePage),
);
export const IneligibleAgePage = pagePart(() =>
  import('../routes/ineligible-age/IneligibleAgePage').then((m) => m.IneligibleAgePage),
);
export const DupAccountPage = pagePart(() =>
  import('../routes/dup-account/DupAccountPage').then((m) => m.DupAccountPage),
);
export const ForgotPasswordPage = pagePart(() =>
  import('../routes/password-reset/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
);
export const ResetPasswordPage = pagePart(() =>
  import('../routes/password-reset/ResetPasswordPage').then((m) => m.ResetPasswordPage),
);

import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { type PageGroup, type RouteMeta } from './routing/route-meta';
import { loadPageGroup, type PageGroupModule } from './routing/page-groups';
import { pageComponentOf } from './routing/page-part';
import { PageErrorBoundary, RootErrorBoundary } from './routing/PageErrorBoundary';
import { PageLoader } from './routing/PageLoader';
import { RootRoute } from './routing/RootRoute';
import { RouteGuard } from './routing/RouteGuard';
import { RootLayout } from './shell/RootLayout';

type MetaInput = Omit<RouteMeta, 'page' | 'group' | 'public' | 'phases' | 'maintenance'> &
  Partial<Pick<RouteMeta, 'public' | 'phases' | 'maintenance'>>;

const PUBLIC = { public: true } as const;
const ANY_PHASE = { public: true, phases: 'any' } as const;
/** FAQ and terms: reachable in any phase and in maintenance. */
const ALWAYS = { public: true, phases: 'any', maintenance: true, always: true } as const;

/**
 * A route whose component is one export of a page group, loaded with the group (and, for a page
 * the group keeps in its own chunk, with that chunk too).
 */
function page<G extends PageGroup>(
  path: string,
  group: G,
  component: keyof PageGroupModule<G> & string,
  name: RouteMeta['page'],
  meta: MetaInput = {},
): RouteObject {
  const handle: RouteMeta = {
    page: name,
    group,
    public: false,
    phases: ['active'],
    maintenance: false,
    ...meta,
  };
  return {
    path,
    handle,
    lazy: async () => {
      const module = await loadPageGroup(group);
      return { Component: await pageComponentOf(group, module[component]) };
    },
  };
}

/** Every route of spec 000 §2 with its page group (spec 001 §2). /admin is its own entry. */
export const pageRoutes: RouteObject[] = [
  {
    path: '/',
    element: <RootRoute />,
    handle: { page: 'home', group: null, ...ANY_PHASE, maintenance: true } satisfies RouteMeta,
  },
  page('/maintenance', 'maint', 'MaintenancePage', 'maintenance', {
    ...ANY_PHASE,
    maintenance: true,
  }),
  page('/error', 'maint', 'ErrorPage', 'error', { ...ANY_PHASE, maintenance: true }),
  page('/limiter', 'maint', 'LimiterPage', 'limiter', ANY_PHASE),
  page('/limiter/:type', 'maint', 'LimiterPage', 'limiter', ANY_PHASE),
  page('/redirect-page', 'lifecycle', 'RedirectPage', 'redirectPage', PUBLIC),
  page('/tandr', 'lifecycle', 'TandrPage', 'tandr', ANY_PHASE),

  page('/login', 'profile', 'LoginPage', 'login', {
    ...PUBLIC,
    productionRedirect: '/redirect-page',
  }),
  page('/onboarding', 'profile', 'OnboardingPage', 'onboarding'),
  page('/sms_opt_in', 'profile', 'SmsOptInPage', 'smsOptIn', PUBLIC),
  page('/email_opt_in', 'profile', 'EmailOptInPage', 'emailOptIn', PUBLIC),
  page('/opt_in_confirm', 'profile', 'OptInConfirmPage', 'optInConfirm', ANY_PHASE),
  page('/unsubscribe', 'profile', 'UnsubscribePage', 'unsubscribe', ANY_PHASE),
  page('/ineligible_age', 'profile', 'IneligibleAgePage', 'ineligibleAge', PUBLIC),
  page('/dup_account', 'profile', 'DupAccountPage', 'dupAccount', PUBLIC),
  page('/forgot_password', 'profile', 'ForgotPasswordPage', 'forgotPassword', PUBLIC),
  page('/reset_password', 'profile', 'ResetPasswordPage', 'resetPassword', PUBLIC),

  page('/patient_select', 'patient', 'PatientSelectPage', 'patientSelect'),
  page('/patient_select/:edit', 'patient', 'PatientSelectPage', 'patientSelect'),
  page('/patient_entry', 'patient', 'PatientEntryPage', 'patientEntry', {
    previous: '/patient_select',
  }),
  page('/patient_entry/:edit', 'patient', 'PatientEntryPage', 'patientEntry', {
    previous: '/patient_select',
  }),
  page('/dashboard', 'patient', 'DashboardPage', 'dashboard', {
    rewardsChat: true,
    disclaimers: ['card'],
  }),

  page('/purchase_info', 'purchase-info', 'PurchaseInfoPage', 'purchaseInfo', {
    previous: '/patient_entry',
    rewardsChat: true,
  }),
  page('/purchase_info/:hasDate', 'purchase-info', 'PurchaseInfoPage', 'purchaseInfo', {
    previous: '/patient_entry',
    rewardsChat: true,
  }),
  page('/product_intake', 'purchase-info', 'ProductIntakePage', 'productIntake', {
    previous: '/purchase_info',
    rewardsChat: true,
  }),
  page('/product_scan', 'purchase-info', 'ProductScanPage', 'productScan', {
    previous: '/purchase_info',
  }),
  page('/receipt_upload', 'purchase-info', 'ReceiptUploadPage', 'receiptUpload', {
    disclaimers: ['card'],
  }),
  page('/reward_estimator', 'purchase-info', 'RewardEstimatorPage', 'rewardEstimator', {
    ...PUBLIC,
    disclaimers: ['estimate'],
  }),
  page('/estimator_ecp_search', 'purchase-info', 'EstimatorEcpSearchPage', 'estimatorEcpSearch', {
    ...PUBLIC,
    disclaimers: ['estimate'],
  }),
  page('/estimator_results', 'purchase-info', 'EstimatorResultsPage', 'estimatorResults', {
    ...PUBLIC,
    previous: '/reward_estimator',
    disclaimers: ['estimate'],
  }),

  page(
    '/checkout_shop_not_needed',
    'checkout-shop-info',
    'CheckoutShopNotNeededPage',
    'checkoutShopNotNeeded',
    PUBLIC,
  ),
  page(
    '/checkout_shop_confirm',
    'checkout-shop-info',
    'CheckoutShopConfirmPage',
    'checkoutShopConfirm',
    {
      ...PUBLIC,
      logo: true,
    },
  ),
  page('/checkout_shop/:submissionId', 'checkout-shop-info', 'CheckoutShopPage', 'checkoutShop', {
    ...PUBLIC,
    logo: true,
  }),
  page(
    '/express_rewards_checkout_shop',
    'express-rewards-checkout-shop',
    'ExpressRewardsCheckoutShopPage',
    'expressRewardsCheckoutShop',
    PUBLIC,
  ),
  page(
    '/express_rewards_not_needed',
    'express-rewards-checkout-shop',
    'ExpressRewardsNotNeededPage',
    'expressRewardsNotNeeded',
    PUBLIC,
  ),
  page(
    '/express_rewards/:submissionId',
    'express-rewards-checkout-shop',
    'ExpressRewardsPage',
    'expressRewards',
    PUBLIC,
  ),
  page(
    '/express_rewards_photo_upload/:submissionId',
    'express-rewards-checkout-shop',
    'ExpressRewardsPhotoUploadPage',
    'expressRewardsPhotoUpload',
    PUBLIC,
  ),

  page('/faq', 'faq', 'FaqPage', 'faq', { ...ALWAYS, noQuestions: true }),
  page('/faq/:mode', 'faq', 'FaqPage', 'faq', { ...ALWAYS, noQuestions: true }),
  page('/terms-and-conditions', 'terms-and-conditions', 'TermsPage', 'terms', ALWAYS),
  page('/terms-and-conditions/:version', 'terms-and-conditions', 'TermsPage', 'terms', ALWAYS),
  page('/rewardsterms', 'terms-and-conditions', 'TermsPage', 'terms', ALWAYS),
  page('/preferredrewardsterms', 'terms-and-conditions', 'TermsPage', 'terms', ALWAYS),
  page('/expressrewardsterms', 'terms-and-conditions', 'ExpressTermsPage', 'expressTerms', ALWAYS),

  page('/ecpm/saps/:sap', 'promo-code', 'EcpmPage', 'ecpm', { ...ANY_PHASE, maintenance: true }),
  page('/ecpmineligible/saps/:sap', 'promo-code', 'EcpmIneligiblePage', 'ecpmIneligible', {
    ...ANY_PHASE,
    maintenance: true,
  }),

  page('/viral', 'viral', 'ViralPage', 'viral'),
  page('/viral_thanks', 'viral', 'ViralThanksPage', 'viralThanks'),
  page('/viral_no_thanks', 'viral', 'ViralNoThanksPage', 'viralNoThanks'),
  page('/escalate', 'escalate', 'EscalatePage', 'escalate', { ...PUBLIC, noLanguageToggle: true }),
  page('/escalation_thanks', 'escalation-thanks', 'EscalationThanksPage', 'escalationThanks', {
    ...PUBLIC,
    noLanguageToggle: true,
  }),

  page('/game', 'game', 'GamePage', 'game'),
  page('/inky', 'game', 'InkyPage', 'inky'),
  page('/janky', 'game', 'JankyPage', 'janky'),
];

/**
 * The app's routes: the shell, the guard and its error boundary, then the pages. During
 * maintenance only the maintenance routes are registered (spec 000 §2); any other path goes to /.
 */
export function appRoutes(options: { maintenance: boolean }): RouteObject[] {
  const pages = options.maintenance
    ? pageRoutes.filter((route) => (route.handle as RouteMeta).maintenance)
    : pageRoutes;
  return [
    {
      element: <RootLayout />,
      errorElement: <RootErrorBoundary />,
      // While the first page's group loads.
      hydrateFallbackElement: <PageLoader />,
      children: [
        {
          element: <RouteGuard />,
          errorElement: <PageErrorBoundary />,
          children: [...pages, { path: '*', element: <Navigate to="/" replace /> }],
        },
      ],
    },
  ];
}

export function createAppRouter(options: { maintenance: boolean }) {
  return createBrowserRouter(appRoutes(options));
}

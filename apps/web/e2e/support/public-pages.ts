// Every public route of src/Router.tsx (route meta `public: true`) with an address to open it
// at, for the first-load weight spec (DESIGN §12). src/routing/public-pages.unit.spec.ts checks
// that this list and the router's public routes stay the same.

export interface PublicPage {
  /** The route's path as the router declares it. */
  route: string;
  /** Where a visitor opens it (parameters filled in; unknown ids show the page's own notice). */
  url: string;
}

const UNKNOWN_ENTRY = 'AAAAAAAAAAAAAAAAAAAAAA';

export const PUBLIC_PAGES: readonly PublicPage[] = [
  { route: '/', url: '/' },
  { route: '/maintenance', url: '/maintenance' },
  { route: '/error', url: '/error' },
  { route: '/limiter', url: '/limiter' },
  { route: '/limiter/:type', url: '/limiter/login' },
  { route: '/redirect-page', url: '/redirect-page' },
  { route: '/tandr', url: '/tandr' },
  { route: '/login', url: '/login' },
  { route: '/sms_opt_in', url: '/sms_opt_in' },
  { route: '/email_opt_in', url: '/email_opt_in' },
  { route: '/opt_in_confirm', url: '/opt_in_confirm' },
  { route: '/unsubscribe', url: '/unsubscribe' },
  { route: '/ineligible_age', url: '/ineligible_age' },
  { route: '/dup_account', url: '/dup_account' },
  { route: '/forgot_password', url: '/forgot_password' },
  { route: '/reset_password', url: '/reset_password' },
  { route: '/reward_estimator', url: '/reward_estimator' },
  { route: '/estimator_ecp_search', url: '/estimator_ecp_search' },
  { route: '/estimator_results', url: '/estimator_results' },
  { route: '/checkout_shop_not_needed', url: '/checkout_shop_not_needed' },
  { route: '/checkout_shop_confirm', url: '/checkout_shop_confirm' },
  { route: '/checkout_shop/:submissionId', url: `/checkout_shop/${UNKNOWN_ENTRY}` },
  { route: '/express_rewards_checkout_shop', url: '/express_rewards_checkout_shop' },
  { route: '/express_rewards_not_needed', url: '/express_rewards_not_needed' },
  { route: '/express_rewards/:submissionId', url: `/express_rewards/${UNKNOWN_ENTRY}` },
  {
    route: '/express_rewards_photo_upload/:submissionId',
    url: `/express_rewards_photo_upload/${UNKNOWN_ENTRY}`,
  },
  { route: '/faq', url: '/faq' },
  { route: '/faq/:mode', url: '/faq/all' },
  { route: '/terms-and-conditions', url: '/terms-and-conditions' },
  { route: '/terms-and-conditions/:version', url: '/terms-and-conditions/1' },
  { route: '/rewardsterms', url: '/rewardsterms' },
  { route: '/preferredrewardsterms', url: '/preferredrewardsterms' },
  { route: '/expressrewardsterms', url: '/expressrewardsterms' },
  { route: '/ecpm/saps/:sap', url: '/ecpm/saps/1000001' },
  { route: '/ecpmineligible/saps/:sap', url: '/ecpmineligible/saps/1000001' },
  { route: '/escalate', url: '/escalate' },
  { route: '/escalation_thanks', url: '/escalation_thanks' },
];

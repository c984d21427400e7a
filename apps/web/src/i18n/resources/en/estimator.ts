// The reward estimator: its form, the practice search page, the results, the modal.
import { CONSENT_WORDINGS, CURRENT_CONSENT_WORDING } from '@lens/domain';
export const estimator = {
  intro: 'Find out what your next contact lens purchase could earn. It takes less than a minute.',
  practice: {
    heading: 'Your eye care practice',
    none: 'No practice chosen yet. Choosing yours shows any preferred practice bonus.',
    choose: 'Choose your practice',
    change: 'Change practice',
    forget: 'Estimate without a practice',
    preferred: 'Preferred practice',
  },
  patient: {
    own: '{{name}} (your patient)',
    legend: 'Who is the estimate for?',
    new: 'Someone new to contact lenses',
    current: 'Someone who already wears contact lenses',
  },
  brand: {
    label: 'Lens brand',
    placeholder: 'Choose a brand',
    needsPatient: 'Answer who the estimate is for first.',
  },
  amount: {
    legend: 'How many months of lenses are you buying?',
    option: '{{count}} months',
    needsBrand: 'Choose a lens brand first.',
  },
  estimating: 'Working out your estimate…',
  result: {
    heading: 'Your estimate',
    total: 'Estimated reward: {{amount}}',
    base: 'Reward for your supply: {{amount}}',
    bonus: 'Preferred practice bonus: {{amount}}',
    see: 'See my results',
    retry: 'Try again',
    failed: 'We couldn’t work out an estimate right now. Please try again.',
    notOffered: 'This brand isn’t part of the current offer. Please choose another.',
  },
  ecpSearch: {
    intro: 'Search for your eye care practice. Choosing it takes you back to the estimator.',
    skip: 'Continue without a practice',
    notListedTitle: 'Estimating without a listed practice',
    notListedBody:
      'We’ll estimate without a preferred practice bonus. When you enter your purchase, you can give us the doctor’s name.',
  },
  results: {
    empty: {
      heading: 'Nothing estimated yet',
      body: 'Answer a few questions about your next purchase and we’ll estimate your reward.',
      action: 'Start an estimate',
    },
    summary: '{{supply}} of {{brand}}',
    atPractice: 'At {{practice}}',
    noPractice: 'Without a preferred practice',
    newWearer: 'Welcome to contact lenses! Ask your eye doctor about a fitting before you buy.',
    ownEligible: '{{name}} can next enter a purchase that earns a reward: {{date}}.',
    today: 'today',
    wearerType: 'For this purchase, {{name}} counts as: {{type}}.',
    wearerTypes: {
      new_acuvue: 'a first-time wearer',
      new_product: 'a wearer new to this brand',
      current_wearer: 'a current wearer of this brand',
    },
    eligibleToday: 'You can enter a purchase like this today.',
    eligibleFrom: 'Purchases like this earn a reward from {{date}}.',
    notEligible: 'This purchase doesn’t earn a reward in the current offer.',
    checkBack: 'Rewards go up on {{date}}. Check back then for a bigger reward.',
    compare: {
      heading: 'Compare supplies',
      caption: 'Estimated rewards for other supplies of the same brand',
      supply: 'Supply',
      reward: 'Estimated reward',
      chosen: '{{supply}} (your choice)',
    },
    edit: 'Change my answers',
    enter: 'Sign in to enter a purchase',
  },
  email: {
    heading: 'E-mail my results',
    intro: 'We’ll send this estimate to you, so you have it at hand at the practice.',
    email: 'E-mail address',
    name: 'Patient’s first name (optional)',
    optIn: CONSENT_WORDINGS[CURRENT_CONSENT_WORDING.email].text.en,
    submit: 'E-mail my results',
    sent: 'We’ve sent your estimate to {{email}}. It may take a few minutes to arrive.',
    limited:
      'You’ve reached today’s limit of estimate e-mails. You can e-mail your results again tomorrow.',
  },
  disclaimers: {
    terms:
      'Estimates follow the program terms in force today. The reward you receive is set when your submission is approved.',
    card: 'Rewards are paid on a prepaid card mailed after approval. Cards can’t be exchanged for cash.',
    preferred:
      'The preferred practice bonus applies only to 12-month supplies of eligible brands bought at a practice that is preferred on the purchase date.',
    nineMonth:
      'A 9-month supply earns the 9-month reward. A 12-month supply earns the full annual reward.',
    threeSixMonth:
      '3- and 6-month supplies earn their own rewards. A later purchase that completes 12 months within a year can earn a true-up reward.',
  },
  modal: {
    title: 'Reward estimator',
    full: 'See full results',
  },
} as const;

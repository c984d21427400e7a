// The app shell: header, banners, floating button, footer, cookie consent.
export const shell = {
  skipToContent: 'Skip to main content',
  logo: 'Lens Rewards home',
  documentTitle: '{{page}} | Lens Rewards',
  description:
    'Get rewarded for your contact lenses: estimate your reward, enter your purchase and follow it until your reward card arrives.',
  impersonation: {
    banner: 'You are acting for {{name}}. Everything you do is recorded with your comment.',
    unnamed: 'this patient',
    end: 'End',
    endLabel: 'End acting for {{name}}',
  },
  questionsButton: 'Questions?',
  busy: 'Working on it…',
  footer: {
    label: 'Site links',
    language: 'Language: {{language}}',
    rewardTerms: 'Reward terms',
    faq: 'FAQ',
    safetyInformation: 'Important safety information',
    logout: 'Log out',
    disclaimers: 'Disclaimers',
    copyright: '© {{year}} Lens Rewards. Sample program for demonstration purposes.',
    subPhase:
      'Offer valid on eligible purchases made from {{start}} through {{end}} and submitted within {{days}} days of purchase. Rewards of up to {{max}} per patient in any 12 months.',
    card: 'Reward cards are mailed to the address on your account once your submission is approved.',
    estimate:
      'Estimates are for information only. Your reward is confirmed after we review your submission.',
  },
  cookies: {
    label: 'Cookie consent',
    title: 'Cookies on Lens Rewards',
    body: 'We use essential cookies to keep you signed in and remember your choices. With your permission, we also use analytics cookies to improve the site.',
    acceptAll: 'Accept all cookies',
    essentialOnly: 'Essential cookies only',
    settings: 'Cookie settings',
    keep: 'Keep my choice',
    current: {
      all: 'Your choice now: all cookies.',
      essential: 'Your choice now: essential cookies only.',
    },
  },
} as const;

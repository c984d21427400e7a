// The programme's phases and the pages a visitor lands on when something stops them:
// maintenance, before and after the programme, errors, exits, limits and account outcomes.
export const phases = {
  maintenance: {
    lead: 'Lens Rewards is down for planned maintenance.',
    body: 'We’re making a few improvements and will be back shortly. Your submissions and rewards are safe, and nothing you entered before has been lost.',
    stillOpen: 'While we work, you can still read the FAQ and the program terms.',
    retry: 'Check again',
  },
  lifecycle: {
    preLaunch: {
      heading: 'Lens Rewards opens soon',
      body: 'The program starts on {{start}}. From then on, you can enter eligible contact lens purchases and get a prepaid reward card by mail.',
    },
    expired: {
      heading: 'The Lens Rewards program has ended',
      body: 'The program closed on {{end}}. New purchases can no longer be entered. Rewards for entries already approved are still being mailed.',
      questions: 'Questions about an entry you already made? Contact our support team.',
    },
    faq: 'Read the FAQ',
    terms: 'Read the program terms',
    support: 'Contact support',
  },
  error: {
    body: 'Sorry, an unexpected error stopped the page you were on. Our team has been told about it automatically.',
    next: 'You can go back and try again, or start over from the home page.',
    back: 'Go back and try again',
    support: 'Still not working? Contact support',
  },
  redirect: {
    body: 'Lens Rewards is run on our partner’s site. We’ll take you there in a moment.',
    countdown_one: 'Taking you there in {{count}} second…',
    countdown_other: 'Taking you there in {{count}} seconds…',
    continue: 'Continue to our partner’s site',
    notProduction: 'On the live site you would now be sent to our partner’s site.',
    signIn: 'Sign in to Lens Rewards',
  },
  tandr: {
    working: 'Taking you to your link…',
    refused: {
      heading: 'We can’t open this link',
      body: 'This link points somewhere Lens Rewards doesn’t send visitors. It may be mistyped or out of date.',
    },
    home: 'Go to the home page',
  },
  limiter: {
    generic: {
      body: 'You’ve tried this too many times in a short while. Please wait a few minutes, then try again.',
    },
    login: {
      body: 'There have been too many sign-in attempts. For your security, please wait 10 minutes before trying again.',
    },
    estimate: {
      body: 'You’ve reached today’s limit of estimate e-mails. You can still see your estimate on screen, and e-mail it again tomorrow.',
    },
    referral: {
      body: 'You’ve sent a lot of invitations in the last hour. Please wait a while before inviting more friends.',
    },
    escalation: {
      body: 'We’ve received several requests from you in the last hour. Our team will answer them; please wait before sending another.',
    },
    code: {
      body: 'You’ve asked for promo codes several times in the last hour. Check your inbox (and spam folder) for the codes already sent.',
    },
    upload: {
      body: 'You’ve uploaded many photos in a short while. Please wait a few minutes before uploading again.',
    },
    home: 'Go to the home page',
    faq: 'Read the FAQ',
  },
  ineligibleAge: {
    body: 'Lens Rewards is open to U.S. residents aged 18 and over, so we can’t create an account for you.',
    guardian:
      'If you’re under 18, a parent or guardian can create an account and add you as a patient. Your purchases then earn rewards on their account.',
    faq: 'Read the FAQ',
  },
  dupAccount: {
    body: 'An account with this e-mail address already exists. Sign in to see your rewards and enter new purchases.',
    named:
      'An account with {{email}} already exists. Sign in to see your rewards and enter new purchases.',
    forgot: 'Forgot your password? We can e-mail you a link to choose a new one.',
    forgotLink: 'Reset my password',
    signIn: 'Sign in',
    help: 'Trouble signing in?',
  },
} as const;

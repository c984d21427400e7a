// Signing in, creating an account, the two-step code, onboarding and the opt-in pages.
export const account = {
  tabs: { signIn: 'Sign in', register: 'Create an account' },
  fields: {
    email: 'E-mail address',
    password: 'Password',
    newPassword: 'Choose a password',
    firstName: 'First name',
    lastName: 'Last name',
    birthday: 'Date of birth',
    mobile: 'Mobile phone (optional)',
  },
  signIn: {
    formLabel: 'Sign in to Lens Rewards',
    submit: 'Sign in',
    failed: 'We couldn’t sign you in',
    help: 'Trouble signing in?',
  },
  register: {
    formLabel: 'Create your Lens Rewards account',
    submit: 'Create my account',
    failed: 'We couldn’t create your account',
    signInInstead: 'Already have an account? Sign in instead.',
    passwordRules: 'At least 8 characters, with a letter and a number.',
    passwordHelp: 'Tips for a good password',
    birthdayHint: 'You must be 18 or older to take part.',
    mobileHint: 'We’ll text you a code to confirm it. Message and data rates may apply.',
  },
  twoStep: {
    title: 'Confirm your mobile number',
    formLabel: 'Two-step verification code',
    sending: 'Sending a code to {{phone}}…',
    sent: 'We texted a 6-digit code to {{phone}}. Enter it below.',
    code: 'Verification code',
    verify: 'Verify',
    resend: 'Send a new code',
    skip: 'Skip for now',
    help: 'About two-step verification',
  },
  onboarding: {
    intro: 'Get a reward on a prepaid card when you buy contact lenses. Here’s how it works:',
    steps: {
      patient: {
        title: 'Choose who wears the lenses',
        body: 'You, or someone you buy lenses for, and their eye care practice.',
      },
      purchase: {
        title: 'Enter your purchase',
        body: 'Type in your lenses or scan the barcode on the box.',
      },
      receipt: {
        title: 'Upload your receipt',
        body: 'A clear photo of your itemized receipt is all we need.',
      },
      reward: { title: 'Get your reward', body: 'Once approved, we mail you a prepaid Visa card.' },
    },
    video: 'Watch a short video about how it works',
    start: 'Enter a purchase',
    dashboard: 'Go to my rewards',
  },
  optIn: {
    submit: 'Sign me up',
    saved: 'You’re signed up',
    stopped: 'You’re unsubscribed',
    email: {
      intro: 'Get reminders, new offers and the status of your rewards by e-mail.',
      formLabel: 'E-mail updates',
      consent: 'Yes, send me Lens Rewards e-mails. I can unsubscribe at any time.',
      savedBody: 'We’ll send updates to this address. We’ve e-mailed you to confirm it.',
      stoppedBody: 'We won’t send you any more Lens Rewards e-mails.',
      stop: 'Stop e-mail updates',
    },
    sms: {
      intro: 'Get reminders and the status of your rewards by text message.',
      formLabel: 'Text message updates',
      phone: 'Mobile phone number',
      consent:
        'Yes, text me about Lens Rewards. Message and data rates may apply. Reply STOP to stop.',
      savedBody: 'We’ll text updates to this number.',
      stoppedBody: 'We won’t send you any more Lens Rewards texts.',
      stop: 'Stop text updates',
    },
  },
} as const;

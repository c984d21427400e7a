// Signing in, creating an account, the two-step code, onboarding and the opt-in pages.
import { CONSENT_WORDINGS, CURRENT_CONSENT_WORDING } from '@lens/domain';
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
    stopped: 'You’re unsubscribed',
    consentRequired: 'Tick the box to agree before you sign up.',
    status: {
      pending: 'Waiting for your confirmation',
      subscribed: 'You’re signed up',
    },
    email: {
      intro: 'Get reminders, new offers and the status of your rewards by e-mail.',
      formLabel: 'E-mail updates',
      consent: CONSENT_WORDINGS[CURRENT_CONSENT_WORDING.email].text.en,
      sentTitle: 'Check your inbox',
      sentBody:
        'If this address can get our e-mails, we sent it a link. Open it to confirm: nothing is sent until you do.',
      pendingBody: 'Open the link we sent to {{address}} to start getting our e-mails.',
      subscribedBody: 'We send our e-mails to {{address}}.',
      stoppedBody: 'We won’t send you any more Lens Rewards e-mails.',
      stop: 'Stop e-mail updates',
    },
    sms: {
      intro: 'Get reminders and the status of your rewards by text message.',
      formLabel: 'Text message updates',
      phone: 'Mobile phone number',
      consent: CONSENT_WORDINGS[CURRENT_CONSENT_WORDING.sms].text.en,
      sentTitle: 'Check your phone',
      sentBody:
        'If this number can get our texts, we texted it a link. Open it to confirm: nothing is sent until you do.',
      pendingBody: 'Open the link we texted to {{address}} to start getting our texts.',
      subscribedBody: 'We text {{address}}.',
      stoppedBody: 'We won’t send you any more Lens Rewards texts.',
      stop: 'Stop text updates',
    },
  },
  optInLinks: {
    home: 'Go to Lens Rewards',
    missing: 'This link is incomplete. Open it again from your e-mail or text.',
    confirm: {
      intro: 'You asked for news and offers from Lens Rewards. Confirm to start getting them.',
      button: 'Confirm my subscription',
      doneTitle: 'You’re signed up',
      done: {
        email: 'Thank you: we will send you Lens Rewards e-mails. Every e-mail has a link to stop.',
        sms: 'Thank you: we will text you about Lens Rewards. Every text has a link to stop.',
      },
    },
    unsubscribe: {
      intro: 'Stop the Lens Rewards marketing messages to this address.',
      button: 'Unsubscribe',
      doneTitle: 'You’re unsubscribed',
      done: {
        email: 'We won’t send marketing e-mails to this address any more.',
        sms: 'We won’t send marketing texts to this number any more.',
      },
    },
  },
} as const;

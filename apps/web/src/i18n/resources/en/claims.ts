// Express rewards and the checkout shop: claiming an entry a practice created (sample content).
export const claims = {
  loading: 'Loading your reward…',
  notFound: {
    heading: 'We can’t find this reward',
    body: 'The link may be mistyped, or the reward may have been removed. Check the link the practice gave you, or contact support.',
    support: 'Contact support',
  },
  summary: {
    heading: 'Your purchase',
    practice: 'Practice: {{practice}}',
    date: 'Purchase date: {{date}}',
    lenses: 'Lenses: {{supply}} of {{brands}}',
    reward: 'Reward: {{amount}}',
    supply: '{{count}} months',
  },
  claim: {
    heading: 'Your details',
    intro: 'We mail your prepaid reward card to this address.',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail address',
    address1: 'Street address',
    address2: 'Apartment, suite, etc. (optional)',
    city: 'City',
    state: 'State',
    postalCode: 'ZIP code',
    submit: 'Claim my reward',
    notNeeded: 'I don’t need this reward',
    terms: 'By claiming, you accept the express rewards terms.',
    termsLink: 'Read the express rewards terms',
  },
  photo: {
    heading: 'Add a photo',
    intro: 'Take a photo of your lens boxes or your receipt, so we can match it to your purchase.',
    label: 'Photo of your lens boxes or receipt',
    hint: '{{formats}}, up to {{max}} MB.',
    uploading: 'Uploading your photo…',
    uploaded: 'Photo added.',
    replace: 'Choose another photo',
    failed: 'We couldn’t upload this photo. Please try again.',
    format: 'We can’t take this kind of file. Choose a {{formats}} file.',
    tooLarge: 'This file is larger than {{max}} MB. Choose a smaller one.',
    continue: 'Continue',
  },
  confirm: {
    heading: 'Check and confirm',
    body: 'Confirm to send your claim. We’ll review it and mail your card once it’s approved.',
    submit: 'Confirm my claim',
    done: 'Your claim is in. Your confirmation code is {{code}}.',
    keep: 'Keep this code: support will ask for it if you contact us.',
  },
  state: {
    claimed: 'You’ve already given us your details. Add your photo to finish.',
    declined: 'You told us you don’t need this reward.',
    confirmed: 'This reward has been claimed. Confirmation code: {{code}}.',
  },
  express: {
    landing: {
      intro:
        'Some practices enter your contact lens purchase for you at checkout. Claim your reward with the link they give you: it takes two minutes.',
      steps: {
        one: 'Open the link on your receipt or in the practice’s e-mail.',
        two: 'Give us your name and the address to mail your card to.',
        three: 'Add a photo of your lens boxes or receipt, and confirm.',
      },
      codeLabel: 'Your reward code',
      codeHint: 'The code at the end of your link, for example kT3vQm9xR2wLp8yZa1bC4d.',
      open: 'Find my reward',
      terms: 'Express rewards terms',
    },
    notNeeded: {
      body: 'Thanks for letting us know. We won’t mail a card for this purchase.',
      claimed: 'Already claimed this reward? Then it’s on its way, and there’s nothing more to do.',
      change: 'Changed your mind? You can still enter the purchase yourself after signing in.',
      home: 'Go to the home page',
    },
  },
  shop: {
    intro:
      'Your practice has entered your online purchase for a Lens Rewards reward. Check the details, tell us where to mail your card and add a photo.',
    notNeeded: {
      body: 'No problem. Nothing else is needed from you, and no card will be mailed for this purchase.',
      home: 'Go to the home page',
    },
    confirmEmpty: 'Start from the link your practice sent you.',
  },
  notice: {
    title: 'A reward is waiting for you',
    body: 'Your practice entered a contact lens purchase for you. Claim your reward now: it takes two minutes.',
    claim: 'Claim now',
    later: 'Later',
  },
} as const;

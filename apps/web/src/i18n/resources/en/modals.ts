// The shared modals (spec 000 §2 "Modals").
export const modals = {
  genericError: {
    headline: 'An unexpected error occurred.',
    body: 'Please try again later.',
  },
  sessionExpired: {
    title: 'Your session has expired',
    body: 'For your security, you have been signed out. Please sign in again to continue.',
    action: 'OK',
  },
  languageToggle: {
    title: 'Choose your language',
    label: 'Language',
    confirm: 'Change language',
  },
  loginHelp: {
    title: 'Trouble signing in?',
    email: 'Use the e-mail address you registered with.',
    password: 'Passwords are case sensitive, so check that Caps Lock is off.',
    forgot: 'Forgot your password? We can e-mail you a link to choose a new one.',
    more: 'Still stuck? Our FAQ has more answers.',
    link: 'Reset my password',
  },
  passwordHelp: {
    title: 'Choosing a password',
    intro: 'Your password needs:',
    length: '8 to 128 characters',
    letter: 'at least one letter',
    number: 'at least one number',
    tip: 'Choose a password you don’t use on other sites.',
  },
  twoStepHelp: {
    title: 'About two-step verification',
    body: 'To protect your account, we may text a code to the phone number on your account. Enter it to finish signing in.',
    noCode:
      'Didn’t get a code? Check that your phone can receive text messages, then ask for a new code.',
    rates: 'Message and data rates may apply.',
  },
  submissionHelp: {
    title: 'How to submit your purchase',
    patient: 'Choose the patient and the eye care practice where you bought the lenses.',
    lenses: 'Enter the purchase date and the lenses for each eye, or scan the barcode on the box.',
    receipt:
      'Upload a clear photo of your itemized receipt showing the practice, the date, the brand and the number of boxes.',
    confirm: 'Review and confirm. You’ll get a confirmation code right away.',
  },
  visaCardHelp: {
    title: 'About your prepaid Visa card',
    mailed: 'Your reward comes as a prepaid Visa card, mailed to the address on your account.',
    activate: 'Follow the instructions that come with the card to activate it before you use it.',
    use: 'Use it wherever Visa debit cards are accepted in the United States.',
    expiry: 'Check the expiration date printed on the card: unused funds expire after that date.',
  },
  location: {
    title: 'Find practices near you',
    body: 'Share your location and we’ll show eye care practices within {{radius}} miles. We only use it for this search.',
    allow: 'Use my location',
    decline: 'Search by ZIP code instead',
    locating: 'Finding your location…',
    failedHeadline: 'We couldn’t find your location.',
    failedBody: 'Please search by ZIP code instead.',
  },
  questions: {
    title: 'Questions?',
    intro: 'We’re here to help with your rewards.',
    chat: {
      heading: 'Chat with the rewards team',
      open: 'Chat is open now.',
      start: 'Start a chat',
      checking: 'Checking whether chat is open…',
      openUntil: 'Chat is open now, until {{time}}.',
      closedUntil:
        'Chat is closed right now. It opens again {{time}}. Leave us a message below and we’ll reply by e-mail.',
      closed: 'Chat is closed right now. Leave us a message below and we’ll reply by e-mail.',
      unavailable: 'Live chat isn’t available at the moment. Send us a message instead.',
    },
    message: {
      heading: 'Send us a message',
      body: 'Write to us and we’ll reply by e-mail within two business days.',
      action: 'Write a message',
    },
    search: {
      heading: 'Search the FAQ',
      label: 'What are you looking for?',
      placeholder: 'For example: receipt',
      submit: 'Search',
    },
    topics: {
      heading: 'Contact lens topics',
      receipt: 'Uploading your receipt',
      card: 'Your prepaid card',
      eligibility: 'Which purchases qualify',
      care: 'Caring for your lenses',
    },
  },
} as const;

// The dashboard: entries, statuses, reasons, rewards and card; its modals and the video.
export const dashboard = {
  standing: {
    limitedTitle: 'Annual limit reached',
    limited:
      'Your most recent patient has already entered 12 months of lenses in the last 12 months. A new purchase for them earns no reward until part of that year has passed.',
    preferredTitle: 'Your practice is a preferred practice',
    preferred:
      'A 12-month supply of an eligible brand bought there earns the preferred practice bonus on top of your reward.',
  },
  greeting: 'Welcome back, {{name}}.',
  newPurchase: 'Enter a new purchase',
  managePatients: 'Manage patients',
  watchVideo: 'Watch how it works',
  howToSubmit: 'How to submit a purchase',
  loading: 'Loading your entries…',
  entriesLabel: 'Your entries',
  empty: {
    title: 'No entries yet',
    body: 'Bought contact lenses recently? Enter your purchase to get your reward.',
    action: 'Enter your first purchase',
  },
  entry: {
    heading: '{{name}}: purchase of {{date}}',
    noDate: 'date not entered',
    patient: 'Your patient',
    practice: 'Bought at {{name}}',
    code: 'Confirmation code: {{code}}',
    reward: 'Your reward',
    estimatedReward: 'Your expected reward',
    continue: 'Finish this entry',
    resubmit: 'Fix it and send it again',
    continueResubmit: 'Continue sending it again',
    details: 'See reward details',
    started: 'Started on {{date}}',
    delete: 'Delete this entry',
    deleteNamed: 'Delete the entry for {{name}} started on {{date}}',
    confirmDelete: 'Delete this unfinished entry for good? You can’t get it back.',
    confirmYes: 'Yes, delete it',
    confirmNo: 'No, keep it',
  },
  status: {
    inProgress: {
      label: 'Not submitted yet',
      body: 'This entry isn’t finished. Finish it to get your reward.',
    },
    pending: {
      label: 'Under review',
      body: 'We’re reviewing your entry. This usually takes a few days, and we’ll e-mail you when it’s done.',
    },
    approved: {
      label: 'Approved',
      body: 'Your entry is approved. Your reward is a prepaid card mailed to the patient’s address.',
    },
    rejected: {
      label: 'Not approved',
      body: 'We couldn’t approve this entry. See why below: you can fix it and send it again.',
    },
    resubStarted: {
      label: 'Being sent again',
      body: 'You started sending this entry again. Finish it so we can review it.',
    },
    mailRequired: {
      label: 'Receipt needed by mail',
      body: 'We need to see your receipt by mail. Follow the instructions in the e-mail we sent you, and write your confirmation code on the envelope.',
    },
  },
  reasons: {
    RECEIPT_MISSING: { why: 'No receipt was attached.', todo: 'Upload a photo of your receipt.' },
    RECEIPT_UNREADABLE: {
      why: 'We couldn’t read the receipt.',
      todo: 'Upload a sharper photo of the whole receipt.',
    },
    RECEIPT_MISMATCH: {
      why: 'The receipt doesn’t match the entry.',
      todo: 'Check the date, the practice and the lenses against your receipt.',
    },
    DUPLICATE_RECEIPT: {
      why: 'This receipt was already used for another entry.',
      todo: 'Upload the receipt for this purchase.',
    },
    PRACTICE_INACTIVE: {
      why: 'The practice isn’t taking part in the program.',
      todo: 'Contact us if you think this is wrong.',
    },
    PURCHASE_DATE_BEFORE_BRAND_MINIMUM: {
      why: 'This brand wasn’t part of the program on the purchase date.',
      todo: 'Check the purchase date on your receipt.',
    },
    PRODUCT_NOT_AVAILABLE: {
      why: 'These lenses weren’t part of the offer.',
      todo: 'Check the brand you entered.',
    },
    ANNUAL_LIMIT_EXCEEDED: {
      why: 'The patient already claimed 12 months of supply this year.',
      todo: 'You can enter your next purchase once a year has passed since the earlier one.',
    },
    NOT_ELIGIBLE: {
      why: 'This purchase isn’t eligible for a reward.',
      todo: 'Read the reward terms for what qualifies.',
    },
    OTHER: {
      why: 'We couldn’t approve this entry.',
      todo: 'Check the details and send it again, or contact us.',
    },
  },
  mailReasons: {
    NOT_LISTED_PRACTICE:
      'Your doctor isn’t in our list yet, so we check the purchase with your receipt by mail.',
    RECEIPT_UNUSABLE: 'We couldn’t use the photo of your receipt, so we need the receipt by mail.',
  },
  rewards: {
    base: 'Base reward',
    trueUp: 'Yearly supply bonus',
    preferred: 'Preferred practice bonus',
    promo: 'Promo code bonus',
    promoClass: 'Promo code bonus ({{codeClass}})',
    total: 'Total reward',
  },
  card: {
    soon: 'Your prepaid card will be ordered shortly.',
    ordered: 'Your prepaid card was ordered on {{date}}.',
    mailed: 'Your prepaid card was mailed on {{date}}.',
    number: '(card {{number}})',
    help: 'About your Visa card',
  },
  approval: {
    title: 'Your entry is approved',
    body: 'Congratulations! Entry {{code}} is approved. Here is your reward:',
    caption: 'Your reward',
    card: 'Your prepaid Visa card is mailed to the patient’s address.',
  },
  video: {
    howItWorks: 'How Lens Rewards works',
    captionsLabel: 'English captions',
    captions: {
      choose: '1. Choose the patient and the eye care practice.',
      enter: '2. Enter your lenses, or scan the box.',
      receipt: '3. Upload a photo of your receipt.',
      card: '4. Get your reward on a prepaid card.',
    },
  },
} as const;

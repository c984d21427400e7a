// Referrals (tell a friend), contacting support, and the practices' promo-code request pages.
export const outreach = {
  viral: {
    intro:
      'Know someone who wears contact lenses? Invite up to three friends to Lens Rewards and they can earn rewards on their next purchase too.',
    friend: 'Friend {{number}}',
    name: 'Friend’s first name',
    email: 'Friend’s e-mail address',
    add: 'Add another friend',
    remove: 'Remove friend {{number}}',
    confirm:
      'I confirm my friends are happy to receive one e-mail from Lens Rewards about the program.',
    privacy: 'We use your friends’ addresses only to send this invitation, once.',
    submit: 'Send invitations',
    noThanks: 'No thanks',
  },
  viralThanks: {
    body_one:
      'We’ve sent an invitation to {{count}} friend. Thanks for telling others about Lens Rewards!',
    body_other:
      'We’ve sent invitations to {{count}} friends. Thanks for telling others about Lens Rewards!',
    bodyUnknown: 'Your invitations are on their way. Thanks for telling others about Lens Rewards!',
    more: 'Invite more friends',
    dashboard: 'Back to my rewards',
  },
  viralNoThanks: {
    body: 'No problem. If you change your mind, you can invite friends at any time from your rewards page.',
    dashboard: 'Back to my rewards',
  },
  escalate: {
    intro:
      'Tell us what you need help with and our support team will get back to you within two business days.',
    you: 'About you',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail address',
    phone: 'Phone number (optional)',
    contactType: 'You are',
    contactTypes: {
      patient: 'A patient, or acting for one',
      ecp_staff: 'Eye care practice staff',
      other: 'Someone else',
    },
    contactPreference: 'How should we contact you?',
    preferences: { email: 'By e-mail', phone: 'By phone' },
    request: 'Your request',
    submissionType: 'How was the purchase entered?',
    submissionTypes: {
      online: 'Online, on Lens Rewards',
      express_rewards: 'Express rewards link from the practice',
      checkout_shop: 'The practice’s online shop',
    },
    reason: 'Reason for your request',
    reasons: {
      ecp_ineligible: 'The practice isn’t taking part',
      submission_status: 'The status of an entry',
      reward_card: 'A reward card',
      technical_issue: 'A problem with the website',
      other: 'Something else',
    },
    sap: 'Practice number',
    sapHint: 'The number on the practice’s promo-code page or letter.',
    patient: 'About the patient',
    patientFirstName: 'Patient’s first name',
    patientLastInitial: 'First letter of the patient’s last name',
    patientEmail: 'Patient’s e-mail address',
    patientPhone: 'Patient’s phone number',
    patientContactHint: 'Give the patient’s e-mail address or phone number (or both).',
    noPatientNeeded:
      'You’re writing about your practice, so we don’t need any patient’s details. Give your practice number above.',
    orderNumber: 'Order or confirmation number (optional)',
    comments: 'Tell us more (optional)',
    captcha: 'Confirm you are not a robot',
    fieldErrors: {
      contactRequired: 'Enter the patient’s e-mail address or phone number.',
      practiceNumber: 'The practice number has digits only.',
    },
    submit: 'Send my request',
  },
  escalationThanks: {
    body: 'Thanks for contacting us. Our support team will reply within two business days.',
    reference: 'Your request number is {{id}}.',
    home: 'Go to the home page',
    faq: 'Read the FAQ',
  },
  promo: {
    loading: 'Loading the practice…',
    notFound: {
      heading: 'We can’t find this practice',
      body: 'The link you followed may be mistyped or out of date. Please check it with the practice.',
    },
    intro:
      '{{practice}} is offering Lens Rewards patients a promo code for extra rewards on their next contact lens purchase.',
    how: 'Enter your e-mail address and we’ll send you the code. Then book your visit with the practice.',
    email: 'E-mail address',
    submit: 'Send me the code',
    ineligible: {
      body: '{{practice}} isn’t taking part in Lens Rewards promo-code offers right now.',
      bodyUnknown: 'This practice isn’t taking part in Lens Rewards promo-code offers right now.',
      still: 'You can still earn rewards on eligible purchases. Check our FAQ to see how.',
      scheduler: 'Book a visit with {{practice}}',
      support: 'Think this is a mistake? Contact support',
      faq: 'Read the FAQ',
    },
    disclaimers: {
      offer:
        'Promo codes are offered by {{practice}} to its own patients and add to the rewards of one eligible entry. One code per patient.',
      email:
        'We use your e-mail address to send this code and, only if you opt in, news about the program.',
      independent:
        'Eye care practices are independent and set their own appointment terms and prices.',
    },
    confirm: {
      title: 'Check your inbox',
      body: 'We’ve sent the promo code from {{practice}} to {{email}}.',
      redirect_one: 'Taking you to the practice’s booking page in {{count}} second…',
      redirect_other: 'Taking you to the practice’s booking page in {{count}} seconds…',
      go: 'Book my visit now',
      ok: 'Done',
    },
  },
} as const;

// The program terms (sample program content): rewards terms by offer period, the preferred
// practice bonus terms, and the express rewards terms. Amounts and dates come from the offer.
export const terms = {
  sample: 'Sample program content: these terms describe a demonstration program, not a real offer.',
  version: 'Offer period {{start}} to {{end}}',
  current: 'These are the terms of the current offer period.',
  earlier: 'You are reading the terms of an earlier offer period.',
  currentLink: 'Read the current terms',
  versions: 'Terms of every offer period',
  preferredLink: 'Preferred practice bonus terms',
  rewardsLink: 'Reward program terms',
  expressLink: 'Express rewards terms',
  unknownVersion: {
    heading: 'We can’t find these terms',
    body: 'There is no offer period called “{{version}}”. Choose one from the list below.',
  },
  table: {
    caption: 'Rewards of this offer period',
    supply: 'Purchase',
    reward: 'Reward',
    three: '3-month supply',
    six: '6-month supply',
    nine: '9-month supply',
    twelve: '12-month supply',
    subsequent: 'Another 3-month supply within 12 months',
    preferred: 'Preferred practice bonus (12-month supply)',
    max: 'Most a patient can earn in any 12 months',
  },
  rewards: {
    who: {
      heading: '1. Who can take part',
      body: 'The Lens Rewards program is open to U.S. residents aged 18 or older. A parent or guardian may enter purchases for family members as patients on their own account. Employees of the program administrator and of eye care practices may not earn rewards on their own purchases.',
    },
    purchases: {
      heading: '2. Eligible purchases',
      body: 'Purchases of at least a 3-month supply of an eligible lens brand, made from {{start}} through {{end}} at a participating eye care practice in the United States. Eligible brands in this offer period: {{brands}}.',
    },
    amounts: {
      heading: '3. Reward amounts',
      body: 'The reward depends on the supply bought and is set by the offer period in force on the purchase date. A 12-month supply may be bought at once or completed over several purchases within 12 months; the purchase that completes the year earns the difference up to the 12-month reward.',
      flex: 'Rewards for a year completed over several purchases are capped at {{flex}} in total.',
    },
    limits: {
      heading: '4. Limits',
      body: 'Each patient can earn rewards for at most 12 months of lenses in any rolling 12 months, and at most {{max}} in that time, promo codes aside. Purchases beyond the limit earn no reward.',
      promoOne: 'One promo code may be applied to each entry.',
      promoTwo:
        'Up to two promo codes may be applied to each entry when their promotions can be combined.',
    },
    entering: {
      heading: '5. Entering a purchase',
      body: 'Enter the purchase on lensrewards.example with a clear photo of the receipt showing the practice, the date, the lenses and the amount paid. Each purchase may be entered once, and must be submitted within {{days}} days of its date. We may ask for the receipt by mail, contact the practice, or refuse an entry we cannot verify.',
    },
    card: {
      heading: '6. Reward cards',
      body: 'Approved rewards are paid on a prepaid card mailed to the address on your account, usually within 3 weeks. Cards cannot be exchanged for cash, and unused balances expire as the card’s own terms say.',
    },
    privacy: {
      heading: '7. Your information',
      body: 'We use the information you give us to run the program: to check purchases, mail cards and answer your questions. We do not sell it. You can ask us to delete your account at any time.',
    },
    general: {
      heading: '8. General',
      body: 'The program administrator may change or end the program, or these terms, for future purchases with notice on this website. Void where prohibited. Rewards may be taxable; you are responsible for any tax due.',
    },
  },
  preferred: {
    title: 'Preferred practice bonus terms',
    intro:
      'Some practices take part in our preferred practice program. Buying at one of them can earn a bonus on top of the reward program terms.',
    bonus: {
      heading: '1. The bonus',
      body: 'A bonus of up to {{bonus}} is added when you buy a 12-month supply of {{brands}} at a practice that is preferred on the purchase date.',
    },
    which: {
      heading: '2. Which practices',
      body: 'A practice is preferred while one of its preferred programs runs, from its start date through its end date. The practice search and the reward estimator show a “Preferred practice” badge for them.',
    },
    limits: {
      heading: '3. Limits',
      body: 'The reward and the bonus together never exceed {{max}} per patient in any 12 months, promo codes aside. Everything else follows the reward program terms.',
    },
  },
  express: {
    intro:
      'These terms apply when a participating practice enters your purchase for you, at its checkout or in its online shop (“express rewards”). The reward program terms apply to everything else.',
    entry: {
      heading: '1. How an express entry is made',
      body: 'The practice enters the purchase date, the practice and the lenses. You receive a personal link to claim the reward. The reward is the one the reward program terms set for that purchase.',
    },
    claim: {
      heading: '2. Claiming',
      body: 'To claim, open your link, give your name, e-mail address and mailing address, and add a photo of the lens boxes or the receipt. Each express entry can be claimed once. Keep your link private: anyone who has it can claim the reward.',
    },
    notNeeded: {
      heading: '3. If you don’t need the reward',
      body: 'You can tell us you don’t need the reward. The entry is then closed and no card is mailed for it.',
    },
    review: {
      heading: '4. Review and payment',
      body: 'We review each claim as we review any entry and may ask the practice to confirm the purchase. Approved rewards are paid on a prepaid card mailed to the address you gave.',
    },
  },
} as const;

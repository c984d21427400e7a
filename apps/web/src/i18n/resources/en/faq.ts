// The FAQ page: its search, its question form and the answers (sample program content).
export const faq = {
  sample: 'Sample program content: these answers describe a demonstration program.',
  intro: 'Answers to the questions we’re asked most. Search, or browse by topic.',
  search: {
    label: 'Search the FAQ',
    placeholder: 'For example: receipt, card, preferred',
    clear: 'Clear search',
    count_one: '{{count}} answer matches “{{q}}”.',
    count_other: '{{count}} answers match “{{q}}”.',
    none: 'No answers match “{{q}}”.',
    noneHelp: 'Try another word, browse the topics below, or send us your question.',
  },
  topics: {
    label: 'Topics',
    all: 'All topics',
    eligibility: 'Who can take part',
    receipt: 'Entering a purchase',
    card: 'Reward cards',
    rewards: 'Reward amounts and the estimator',
    express: 'Express rewards at your practice',
    care: 'Caring for your lenses',
  },
  estimate: {
    heading: 'How much could you get?',
    body: 'Pick your practice, your lenses and your supply, and we’ll estimate your reward.',
    action: 'Estimate my reward',
  },
  form: {
    heading: 'Ask us a question',
    intro:
      'Didn’t find your answer? Write to us and our support team will reply by e-mail, usually within two business days.',
    open: 'Ask us a question',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail address',
    topic: 'Topic',
    question: 'Your question',
    questionHint: 'Please don’t include card numbers or passwords.',
    captcha: 'Confirm you are not a robot',
    submit: 'Send my question',
    cancel: 'Cancel',
    sent: 'Thanks, we received your question. We’ll reply to {{email}} within two business days.',
    reference: 'Your reference: {{reference}}. We also e-mailed it to you.',
    sendAnother: 'Ask another question',
    done: 'Close',
  },
  answers: {
    eligibility: {
      whoCanJoin: {
        q: 'Who can take part in Lens Rewards?',
        a: 'U.S. residents aged 18 or older who buy eligible contact lenses from a participating eye care practice. A parent or guardian can add children and other family members as patients on their own account.',
      },
      whichLenses: {
        q: 'Which lenses are eligible?',
        a: 'Every lens brand in the current offer is eligible when you buy at least a 3-month supply. The reward estimator lists the brands on offer today, and the program terms list them for each offer period.',
      },
      practice: {
        q: 'Does my eye care practice have to take part?',
        a: 'Your purchase must come from a practice in our directory. If you can’t find yours, choose “My doctor isn’t listed” and enter the doctor’s name: we’ll check the practice when we review your entry.',
      },
      family: {
        q: 'Can I enter purchases for my family?',
        a: 'Yes. Add each person as a patient on your account, then choose the patient when you enter a purchase. Each patient can earn rewards for up to 12 months of lenses in any 12 months.',
      },
    },
    receipt: {
      howToEnter: {
        q: 'How do I enter a purchase?',
        a: 'Sign in, choose the patient and the practice, enter the purchase date and the lenses you bought (or scan the box), upload a photo of your receipt and confirm. You get a confirmation code straight away.',
      },
      receiptPhoto: {
        q: 'What makes a good receipt photo?',
        a: 'Lay the receipt flat in good light and make sure the practice name, the purchase date, the lenses and the amount paid can all be read. JPG, PNG, HEIC, WebP and PDF files up to 10 MB are accepted.',
      },
      status: {
        q: 'How do I know where my entry stands?',
        a: 'Your dashboard shows every entry with its status: pending while we review it, approved once your card is on its way, or what we need from you when something is missing.',
      },
      rejected: {
        q: 'My entry was rejected. What now?',
        a: 'Open the entry on your dashboard to see why. Most entries can be corrected and resubmitted, for example with a clearer receipt photo, and keep the same confirmation code.',
      },
      mail: {
        q: 'Why am I asked to mail my receipt?',
        a: 'When we can’t check a purchase online, for example because the practice isn’t listed or the photo can’t be read, we ask for the receipt by mail. Your dashboard shows the address and what to send.',
      },
    },
    card: {
      whenArrives: {
        q: 'When will my reward card arrive?',
        a: 'We order your prepaid card as soon as your entry is approved. It usually arrives by mail within 2 to 3 weeks, at the address on your account.',
      },
      useCard: {
        q: 'Where can I use the card?',
        a: 'The prepaid card can be used wherever debit cards are accepted in the U.S. Activate it as the letter that comes with it explains.',
      },
      lostCard: {
        q: 'My card didn’t arrive or was lost.',
        a: 'If more than 4 weeks have passed since your entry was approved, contact support with your confirmation code and we’ll look into it.',
      },
      oneCard: {
        q: 'Do I get one card per purchase?',
        a: 'Yes: each approved entry gets its own card with the full reward of that entry, promo-code bonuses included.',
      },
    },
    rewards: {
      howMuch: {
        q: 'How much is my reward?',
        a: 'It depends on the supply you buy (3, 6, 9 or 12 months), the offer in force on your purchase date, whether your practice is a preferred practice, and any promo codes. The reward estimator works it out for you.',
      },
      preferred: {
        q: 'What is a preferred practice bonus?',
        a: 'Practices in our preferred program add a bonus when you buy a 12-month supply of an eligible brand there. The estimator shows the bonus when you choose a preferred practice.',
      },
      limit: {
        q: 'Is there a limit?',
        a: 'Each patient can earn rewards for up to 12 months of lenses in any rolling 12 months, and each offer has a maximum reward per patient, shown at the bottom of every page.',
      },
      promo: {
        q: 'How do promo codes work?',
        a: 'Enter a promo code on the confirmation step of your entry. Since July 1, 2025 you can apply up to two codes to one entry when their promotions can be combined.',
      },
      estimateEmail: {
        q: 'Can I keep my estimate?',
        a: 'Yes. On the results page, choose “E-mail my results” and we’ll send the estimate to you. You can e-mail up to 5 estimates a day.',
      },
    },
    express: {
      whatIs: {
        q: 'What are express rewards?',
        a: 'Some practices enter your purchase for you at checkout. You then receive a personal link to claim the reward: add your details and a photo of your lenses or receipt, and we do the rest.',
      },
      link: {
        q: 'I lost my express reward link.',
        a: 'Ask the practice to send it again, or contact support with the practice’s name and your purchase date. Keep the link to yourself: anyone who has it can claim the reward.',
      },
      notNeeded: {
        q: 'I don’t want the express reward.',
        a: 'Open your link and choose “I don’t need this reward”. Nothing else happens, and you can still enter the purchase yourself later if you change your mind.',
      },
    },
    care: {
      replace: {
        q: 'How often should I replace my lenses?',
        a: 'Follow the schedule your eye doctor gave you: daily lenses are worn once, others are replaced every two weeks or every month. Wearing lenses longer than prescribed raises the risk of infection.',
      },
      water: {
        q: 'Can I rinse my lenses with water?',
        a: 'No. Tap water can carry microorganisms that cause serious eye infections. Use only the solution your eye doctor recommends, and never reuse it.',
      },
      sleep: {
        q: 'Can I sleep in my contact lenses?',
        a: 'Only if your eye doctor has prescribed lenses approved for overnight wear. Otherwise, take them out before you sleep, even for a nap.',
      },
      checkup: {
        q: 'How often should I see my eye doctor?',
        a: 'At least once a year, or sooner if your eyes are red, painful or your vision changes. Remove your lenses and call your doctor straight away if that happens.',
      },
    },
  },
} as const;

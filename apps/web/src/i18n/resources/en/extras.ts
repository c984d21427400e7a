// The extra pages: the instant-win game, Inky's lens-care quiz, Janky's app check.
export const extras = {
  game: {
    intro:
      'Reveal a card to see if you’ve won. You get one play to start, and another for every purchase you enter.',
    remaining_one: 'You have {{count}} play left.',
    remaining_other: 'You have {{count}} plays left.',
    none: 'You have no plays left. Enter a purchase to earn another play.',
    play: 'Reveal my card',
    playing: 'Revealing…',
    won: {
      lens_case: 'You won a free lens case! We’ll mail it to the address on your account.',
      bonus_entry: 'You won a bonus entry into this season’s sweepstakes!',
    },
    lost: 'Not this time. Thanks for playing!',
    history: 'Your recent plays',
    historyItem: 'On {{date}}: {{result}}',
    noPrize: 'no prize',
    prizes: { lens_case: 'a free lens case', bonus_entry: 'a bonus sweepstakes entry' },
    empty: 'You haven’t played yet.',
    failed: 'We couldn’t load the game. Please try again.',
    retry: 'Try again',
    sample: 'Sample program content: prizes are for demonstration only.',
  },
  inky: {
    intro:
      'Hi, I’m Inky! I have eight arms and two perfectly clean contact lenses. Answer five quick questions about lens care.',
    question: 'Question {{number}} of {{total}}',
    true: 'True',
    false: 'False',
    right: 'That’s right!',
    wrong: 'Not quite.',
    next: 'Next question',
    score: 'You got {{score}} out of {{total}} right.',
    perfect: 'Perfect score! Inky is impressed.',
    again: 'Play again',
    questions: {
      water: {
        statement: 'You can rinse your lenses with tap water.',
        why: 'Tap water can carry germs that cause serious eye infections. Use lens solution only.',
      },
      sleep: {
        statement:
          'You should take your lenses out before a nap unless your doctor says otherwise.',
        why: 'Sleeping in lenses not approved for it raises the risk of infection.',
      },
      topUp: {
        statement: 'Topping up old solution in the case is fine.',
        why: 'Always empty the case and use fresh solution every time.',
      },
      case: {
        statement: 'Replace your lens case at least every three months.',
        why: 'Cases collect germs over time, however well you clean them.',
      },
      redEye: {
        statement:
          'If your eye is red and painful, keep wearing your lenses until your next check-up.',
        why: 'Take your lenses out and call your eye doctor straight away.',
      },
    },
  },
  janky: {
    intro:
      'Janky checks how Lens Rewards is working in your browser. Support may ask you to read these details out.',
    details: 'What your browser shows',
    phase: 'Program phase',
    offer: 'Offer period',
    none: 'None',
    serverTime: 'Server time',
    language: 'Language',
    channel: 'Screen',
    channelM: 'Phone (narrow screen)',
    channelDef: 'Desktop (wide screen)',
    iframe: 'Inside another site',
    yes: 'Yes, inside a frame',
    no: 'No, on its own',
    check: 'Check the connection',
    checking: 'Checking…',
    ok: 'Connected: the server answered in {{ms}} ms.',
    failed: 'We couldn’t reach the server.',
    errorTest: {
      heading: 'Test the error page',
      body: 'This makes the page fail on purpose, to check that errors are caught and reported.',
      action: 'Make this page fail',
    },
    phases: {
      'pre-launch': 'Before launch',
      active: 'Running',
      expired: 'Ended',
      maintenance: 'Maintenance',
    },
  },
} as const;

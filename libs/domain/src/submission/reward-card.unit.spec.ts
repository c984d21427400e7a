import { isCardExpiry, isFulfillmentType, isMaskedCardNumber, rewardParts } from './reward-card';

describe('reward card', () => {
  it.each(['**** **** **** 1234', '****1234', '**** **** ****'])('%s is masked', (value) => {
    expect(isMaskedCardNumber(value)).toBe(true);
  });

  it.each(['4111111111111111', '4111 1111 1111 1111', '1234', '**** 1234 5678', ''])(
    '%s is not masked',
    (value) => {
      expect(isMaskedCardNumber(value)).toBe(false);
    },
  );

  it.each([
    ['01/30', true],
    ['12/29', true],
    ['00/29', false],
    ['13/29', false],
    ['1/29', false],
    ['2029-11', false],
  ])('expiry %s valid: %s', (value, valid) => {
    expect(isCardExpiry(value)).toBe(valid);
  });

  it('knows the fulfilment types', () => {
    expect(isFulfillmentType('physical_card')).toBe(true);
    expect(isFulfillmentType('virtual')).toBe(true);
    expect(isFulfillmentType('pigeon')).toBe(false);
  });

  describe('reward parts (one invoice line each)', () => {
    it('lists base, preferred bonus, true-up and each promo class, leaving out zeros', () => {
      expect(
        rewardParts({
          baseReward: 100,
          bonusRewards: { preferredPractice: 50 },
          trueUpReward: 0,
          promocodeRewards: { seasonal: 25, ecp: 10, empty: 0 },
          promocodeReward: 35,
          totalReward: 185,
        }),
      ).toEqual([
        { type: 'base', value: 100 },
        { type: 'preferred_bonus', value: 50 },
        { type: 'promo:seasonal', value: 25 },
        { type: 'promo:ecp', value: 10 },
      ]);
    });

    it('adds up to the total reward', () => {
      const rewards = {
        baseReward: 15,
        bonusRewards: { preferredPractice: 0 },
        trueUpReward: 85,
        promocodeRewards: { seasonal: 25 },
        promocodeReward: 25,
        totalReward: 125,
      };
      const parts = rewardParts(rewards);
      expect(parts.map((p) => p.type)).toEqual(['base', 'true_up', 'promo:seasonal']);
      expect(parts.reduce((sum, p) => sum + p.value, 0)).toBe(rewards.totalReward);
    });
  });
});

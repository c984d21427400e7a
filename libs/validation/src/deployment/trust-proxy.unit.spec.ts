import { trustProxySchema } from './trust-proxy';

describe('TRUST_PROXY', () => {
  it.each([
    ['', false],
    ['false', false],
    ['0', 0],
    ['2', 2],
    ['loopback', ['loopback']],
    ['loopback, 10.0.0.0/8 ,172.30.87.10', ['loopback', '10.0.0.0/8', '172.30.87.10']],
    ['::1,fd00::/8', ['::1', 'fd00::/8']],
  ])('reads %j', (value, expected) => {
    expect(trustProxySchema.parse(value)).toEqual(expected);
  });

  it.each(['true', 'proxy.internal', '10.0.0.0/33', 'loopback,', '1.2.3'])(
    'refuses %j, naming the entry',
    (value) => {
      const parsed = trustProxySchema.safeParse(value);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toMatch(/is not a hop count/);
    },
  );
});

import { ManualClock } from '../clock/clock';
import { loadConfig } from '../config/config';
import { SignedLinks } from './signed-links';

describe('signed links', () => {
  const config = loadConfig({ JWT_SECRET: 'a-test-secret-that-is-long-enough-for-hkdf-0001' });
  const clock = new ManualClock(Date.parse('2025-09-15T12:00:00Z'));
  const links = new SignedLinks(config, clock);

  it('gives back the claims of a token signed for the same purpose', async () => {
    const token = await links.sign('opt-in-confirm', { sub: 'optin-x', rid: 'r1' }, 3600);
    expect(await links.verify('opt-in-confirm', token)).toMatchObject({
      sub: 'optin-x',
      rid: 'r1',
    });
  });

  it('refuses another purpose, a changed token, another key and an expired token', async () => {
    const token = await links.sign('opt-in-confirm', { sub: 'optin-x' }, 60);
    expect(await links.verify('opt-in-withdraw', token)).toBeNull();
    const [head, body, signature] = token.split('.');
    const forged = `${head}.${Buffer.from(JSON.stringify({ sub: 'optin-y', aud: 'opt-in-confirm' })).toString('base64url')}.${signature}`;
    expect(await links.verify('opt-in-confirm', forged)).toBeNull();
    expect(body).toBeDefined();
    const other = new SignedLinks(
      loadConfig({ JWT_SECRET: 'another-test-secret-that-is-long-enough-00002' }),
      clock,
    );
    expect(await other.verify('opt-in-confirm', token)).toBeNull();
    const later = new SignedLinks(config, new ManualClock(Date.parse('2025-09-15T12:02:00Z')));
    expect(await later.verify('opt-in-confirm', token)).toBeNull();
  });

  it('keeps a link without an expiry working (unsubscribe links in old e-mails)', async () => {
    const token = await links.sign('opt-in-withdraw', { sub: 'optin-x' });
    const years = new SignedLinks(config, new ManualClock(Date.parse('2030-01-01T00:00:00Z')));
    expect(await years.verify('opt-in-withdraw', token)).toMatchObject({ sub: 'optin-x' });
  });
});

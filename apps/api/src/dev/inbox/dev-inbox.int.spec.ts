import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type StoredMail } from '../../worker/email/mail-transport';
import { type TestApp, startTestApp } from '../../testing/test-app';
import { DevSmsInbox } from './dev-sms-inbox';

/** A message as the file transport leaves it in var/mail. */
function writeMail(t: TestApp, n: number, to: string) {
  const mail: StoredMail = {
    id: `job-${n}`,
    to,
    from: 'Lens Rewards <rewards@lensrewards.example>',
    subject: `Subject ${n}`,
    template: 'submission_confirmed',
    language: 'en',
    messageId: `<job-${n}@lensrewards.example>`,
    sentAt: new Date(Date.UTC(2025, 8, 15, 0, 0, n)).toISOString(),
    text: 'text',
    html: '<p>html</p>',
  };
  mkdirSync(t.config.paths.mail, { recursive: true });
  writeFileSync(path.join(t.config.paths.mail, `job-${n}.json`), JSON.stringify(mail));
}

describe('dev inbox page (issue 12 item 14)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ projector: false });
    for (let n = 0; n < 120; n += 1)
      writeMail(t, n, n % 2 ? 'odd@example.com' : 'even@example.com');
    writeMail(t, 500, 'rosa.diaz@example.com');
    const texts = t.app.get(DevSmsInbox);
    texts.add({
      phone_number: '+12125550123',
      body: 'Your code is 123456',
      sent_at: '2025-09-15T10:00:00.000Z',
    });
    texts.add({
      phone_number: '+13125550999',
      body: 'Your code is 654321',
      sent_at: '2025-09-15T10:01:00.000Z',
    });
  });
  afterAll(() => t.close());

  const page = async (query = '') => (await t.http().get(`/dev/inbox${query}`).expect(200)).text;

  it('lists every e-mail a page at a time, newest first, beside the text messages', async () => {
    const first = await page();
    expect(first).toContain('E-mails (121)');
    expect(first).toContain('Page 1 of 3');
    expect(first.indexOf('Subject 500')).toBeLessThan(first.indexOf('Subject 119'));
    expect(first).toContain('Text messages (2)');
    expect(first).toContain('Your code is 123456');
    expect(first.indexOf('654321')).toBeLessThan(first.indexOf('123456'));
    const last = await page('?page=3');
    expect(last).toContain('Subject 0<');
    expect(last).toContain('Page 3 of 3');
    expect(last).not.toContain('>Older<');
  });

  it('filters by address: part of an e-mail, or the digits of a phone number', async () => {
    const rosa = await page('?to=ROSA.DIAZ');
    expect(rosa).toContain('E-mails (1)');
    expect(rosa).toContain('rosa.diaz@example.com');
    expect(rosa).not.toContain('odd@example.com');
    expect(rosa).toContain('Text messages (0)');
    expect(rosa).toContain('value="ROSA.DIAZ"');
    const odd = await page('?to=odd@example.com&page=2');
    expect(odd).toContain('E-mails (60)');
    expect(odd).toContain('Page 2 of 2');
    expect(odd).toContain('href="/dev/inbox?to=odd%40example.com&amp;page=1"');
    const phone = await page('?to=(212)%20555-0123');
    expect(phone).toContain('Text messages (1)');
    expect(phone).toContain('Your code is 123456');
    expect(phone).not.toContain('654321');
    expect(phone).toContain('E-mails (0)');
  });

  it('escapes what it shows', async () => {
    const hostile = await page(`?to=${encodeURIComponent('"><script>x</script>')}`);
    expect(hostile).not.toContain('<script>x');
    expect(hostile).toContain('&quot;&gt;&lt;script&gt;');
  });
});

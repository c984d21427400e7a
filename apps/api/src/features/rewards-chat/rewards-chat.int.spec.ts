import { ManualClock } from '../../platform/clock/clock';
import { loadConfig } from '../../platform/config/config';
import { type TestApp, startTestApp } from '../../testing/test-app';

describe('GET /api/rewards-chat (the app clock, the configured schedule)', () => {
  const clock = new ManualClock(Date.parse('2025-09-15T15:00:00Z')); // Monday 11:00 in New York
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      clock,
      projector: false,
      env: {
        CHAT_URL: 'https://chat.lensrewards.example/rewards',
        CHAT_SCHEDULE: 'Mon-Fri 12:00-20:00; Sat 10:00-14:00',
        CHAT_TIME_ZONE: 'America/New_York',
      },
    });
  });
  afterAll(() => t.close());
  afterEach(() => clock.set('2025-09-15T15:00:00Z'));

  it('is closed before the day’s window and says when it opens', async () => {
    const response = await t.http().get('/api/rewards-chat').expect(200);
    expect(response.body.result).toEqual({
      available: true,
      open: false,
      opensAt: '2025-09-15T16:00:00.000Z',
      closesAt: null,
      timeZone: 'America/New_York',
      url: 'https://chat.lensrewards.example/rewards',
    });
  });

  it('is open inside it, following the clock, and says until when', async () => {
    clock.set('2025-09-20T15:30:00Z'); // Saturday 11:30
    const response = await t.http().get('/api/rewards-chat').expect(200);
    expect(response.body.result).toMatchObject({
      open: true,
      closesAt: '2025-09-20T18:00:00.000Z',
    });
  });

  it('refuses a schedule or a time zone it cannot read, at boot', () => {
    expect(() => loadConfig({ CHAT_SCHEDULE: 'weekdays 9 to 5' })).toThrow(/CHAT_SCHEDULE/);
    expect(() => loadConfig({ CHAT_TIME_ZONE: 'Mars/Olympus' })).toThrow(/CHAT_TIME_ZONE/);
  });
});

describe('GET /api/rewards-chat without a chat provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ projector: false, env: { CHAT_URL: '' } });
  });
  afterAll(() => t.close());

  it('is not available (the Questions window offers the message form)', async () => {
    const response = await t.http().get('/api/rewards-chat').expect(200);
    expect(response.body.result).toMatchObject({ available: false, open: false });
    expect(response.body.result.url).toBeUndefined();
  });
});

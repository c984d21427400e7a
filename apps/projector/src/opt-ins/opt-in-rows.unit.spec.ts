import type { RecordedEvent } from '@lens/event-store';
import { streamRecorder } from '../testing/recorded-events';
import { type OptInRow, optInRows } from './opt-in-rows';

const recorded = streamRecorder('optin-s1', () => new Date('2025-09-15T12:00:00Z'));
const fold = (...events: RecordedEvent[]) =>
  events.reduce<OptInRow[]>((rows, event) => optInRows.fold(rows, event, 's1'), []);

const requested = (channel: string, address: string, at: string) =>
  recorded('OptInRequested', {
    requestId: `r-${at}`,
    channel,
    address,
    profileId: 'p1',
    source: 'site',
    language: 'es',
    wordingVersion: `${channel}-2025-09`,
    requestedAt: at,
  });

describe('opt-in rows (given events, then rows)', () => {
  it('a request is pending; its confirmation subscribes; a withdrawal withdraws', () => {
    const rows = fold(
      requested('sms', '2125550142', '2025-09-15T12:00:00.000Z'),
      recorded('OptInConfirmed', {
        requestId: 'r',
        channel: 'sms',
        address: '2125550142',
        confirmedAt: '2025-09-15T12:05:00.000Z',
      }),
    );
    expect(rows).toEqual([
      {
        subject: 's1',
        channel: 'sms',
        profile_id: 'p1',
        address: '2125550142',
        status: 'subscribed',
        pending_address: null,
        source: 'site',
        language: 'es',
        wording_version: 'sms-2025-09',
        requested_at: '2025-09-15T12:00:00.000Z',
        confirmed_at: '2025-09-15T12:05:00.000Z',
        withdrawn_at: null,
        withdrawn_via: null,
        updated_at: '2025-09-15T12:05:00.000Z',
      },
    ]);
    const [withdrawn] = fold(
      requested('email', 'ana@example.com', '2025-09-15T12:00:00.000Z'),
      recorded('OptInWithdrawn', {
        channel: 'email',
        address: 'ana@example.com',
        via: 'one_click',
        withdrawnAt: '2025-09-16T08:00:00.000Z',
      }),
    );
    expect(withdrawn).toMatchObject({
      status: 'withdrawn',
      address: 'ana@example.com',
      withdrawn_via: 'one_click',
      withdrawn_at: '2025-09-16T08:00:00.000Z',
    });
  });

  it('keeps a consent in effect while another address waits for confirmation', () => {
    const [row] = fold(
      requested('email', 'ana@example.com', '2025-09-15T12:00:00.000Z'),
      recorded('OptInConfirmed', {
        requestId: 'r',
        channel: 'email',
        address: 'ana@example.com',
        confirmedAt: '2025-09-15T12:01:00.000Z',
      }),
      requested('email', 'ana.m@example.com', '2025-09-15T13:00:00.000Z'),
    );
    expect(row).toMatchObject({
      status: 'subscribed',
      address: 'ana@example.com',
      pending_address: 'ana.m@example.com',
    });
  });

  it('reads a consent recorded before double opt-in as pending, with no wording version', () => {
    const rows = fold(
      recorded('OptInRecorded', {
        email_opt_in: true,
        email: 'old@example.com',
        sms_opt_in: false,
        phone_number: null,
        profileId: null,
        source: 'estimator',
        recordedAt: '2024-03-15T12:00:00.000Z',
      }),
    );
    expect(rows).toEqual([
      expect.objectContaining({
        channel: 'email',
        status: 'pending',
        address: 'old@example.com',
        wording_version: null,
        source: 'estimator',
      }),
    ]);
  });
});

import {
  OPT_IN_EVENT_TYPES,
  type OptInChannel,
  type OptInEvent,
  decodeOptInEvent,
} from '@lens/domain';
import type { RecordedEvent } from '@lens/event-store';
import { type StreamRows, instant } from '../row-folds/row-folds';

export const OPT_INS_EVENT_TYPES: ReadonlySet<string> = new Set(OPT_IN_EVENT_TYPES);

/** One consent: a subject (`optin-<subject>`: a profile, or a visitor's address hash) and channel. */
export interface OptInRow {
  subject: string;
  channel: OptInChannel;
  profile_id: string | null;
  /** The address the consent is for: in effect, requested, or withdrawn. */
  address: string | null;
  status: 'pending' | 'subscribed' | 'withdrawn';
  /** A request for another address while one is in effect. */
  pending_address: string | null;
  source: string | null;
  language: string | null;
  /** The consent wording the person saw (null: recorded before double opt-in). */
  wording_version: string | null;
  requested_at: string | null;
  confirmed_at: string | null;
  withdrawn_at: string | null;
  withdrawn_via: string | null;
  updated_at: string;
}

const channelOf = (value: unknown): OptInChannel | null =>
  value === 'email' || value === 'sms' ? value : null;

const blank = (subject: string, channel: OptInChannel, at: string): OptInRow => ({
  subject,
  channel,
  profile_id: null,
  address: null,
  status: 'pending',
  pending_address: null,
  source: null,
  language: null,
  wording_version: null,
  requested_at: null,
  confirmed_at: null,
  withdrawn_at: null,
  withdrawn_via: null,
  updated_at: at,
});

type Change = (row: OptInRow | undefined, at: string) => OptInRow | undefined;

/** When the event says it happened. */
function timeOf(event: OptInEvent): string {
  switch (event.type) {
    case 'OptInRequested':
      return event.data.requestedAt;
    case 'OptInConfirmed':
      return event.data.confirmedAt;
    case 'OptInWithdrawn':
      return event.data.withdrawnAt;
    case 'OptInRecorded':
      return event.data.recordedAt;
  }
}

/** What one event does to the row of each channel it speaks of (nothing, if it does not decode). */
function changes(recorded: RecordedEvent, subject: string): [OptInChannel, Change][] {
  const event = decodeOptInEvent(recorded);
  if (!event) return [];
  const at = instant(timeOf(event)) ?? recorded.recordedAt.toISOString();
  switch (event.type) {
    case 'OptInRequested': {
      const { data } = event;
      const channel = channelOf(data.channel);
      return channel
        ? [
            [
              channel,
              (row) => {
                const base = row ?? blank(subject, channel, at);
                const request = {
                  source: data.source,
                  language: data.language,
                  wording_version: data.wordingVersion,
                  requested_at: at,
                  profile_id: base.profile_id ?? data.profileId,
                  updated_at: at,
                };
                if (base.status === 'subscribed')
                  return { ...base, pending_address: data.address, updated_at: at };
                return {
                  ...base,
                  ...request,
                  status: 'pending',
                  address: data.address,
                  pending_address: null,
                  confirmed_at: null,
                  withdrawn_at: null,
                  withdrawn_via: null,
                };
              },
            ],
          ]
        : [];
    }
    case 'OptInConfirmed': {
      const { data } = event;
      const channel = channelOf(data.channel);
      return channel
        ? [
            [
              channel,
              (row) =>
                row && {
                  ...row,
                  status: 'subscribed',
                  address: data.address,
                  pending_address: null,
                  confirmed_at: at,
                  updated_at: at,
                },
            ],
          ]
        : [];
    }
    case 'OptInWithdrawn': {
      const { data } = event;
      const channel = channelOf(data.channel);
      return channel
        ? [
            [
              channel,
              (row) => ({
                ...(row ?? blank(subject, channel, at)),
                status: 'withdrawn',
                address: data.address ?? row?.address ?? null,
                pending_address: null,
                withdrawn_at: at,
                withdrawn_via: data.via,
                updated_at: at,
              }),
            ],
          ]
        : [];
    }
    case 'OptInRecorded': {
      const { data } = event;
      // Before double opt-in: a ticked box is read as a request never confirmed.
      const legacy =
        (optIn: boolean, address: string | null, ch: OptInChannel): Change =>
        (row) => {
          if (optIn && address)
            return {
              ...(row ?? blank(subject, ch, at)),
              status: 'pending',
              address,
              profile_id: row?.profile_id ?? data.profileId,
              source: data.source,
              language: typeof data.language === 'string' ? data.language : null,
              wording_version: null,
              requested_at: at,
              updated_at: at,
            };
          if (row && row.status !== 'withdrawn')
            return {
              ...row,
              status: 'withdrawn',
              withdrawn_at: at,
              withdrawn_via: 'profile',
              updated_at: at,
            };
          return row;
        };
      return [
        ['email', legacy(data.email_opt_in, data.email, 'email')],
        ['sms', legacy(data.sms_opt_in, data.phone_number, 'sms')],
      ];
    }
  }
}

export const optInRows: StreamRows<OptInRow> = {
  prefix: 'optin',
  streamColumn: 'subject',
  fold: (rows, event, subject) => {
    const next = new Map(rows.map((row) => [row.channel, row]));
    for (const [channel, change] of changes(event, subject)) {
      const row = change(next.get(channel), event.recordedAt.toISOString());
      if (row) next.set(channel, row);
    }
    return [...next.values()];
  },
  table: {
    table: 'opt_ins',
    key: ['subject', 'channel'],
    columns: [
      'subject',
      'channel',
      'profile_id',
      'address',
      'status',
      'pending_address',
      'source',
      'language',
      'wording_version',
      'requested_at',
      'confirmed_at',
      'withdrawn_at',
      'withdrawn_via',
      'updated_at',
    ],
  },
};

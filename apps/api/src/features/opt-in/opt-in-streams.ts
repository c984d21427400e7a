import { createHash } from 'node:crypto';
import type { OptInChannel } from '@lens/domain';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A signed-in profile's consents: its own stream. */
export const profileOptInStream = (profileId: string) => `optin-${profileId}`;

/** A visitor's consent: the stream of the address's hash (an e-mail, or `tel:` and a phone). */
export const visitorOptInStream = (channel: OptInChannel, address: string) =>
  `optin-${sha256(channel === 'email' ? address : `tel:${address}`)}`;

/** What a withdrawal link carries of its address: a hash, never the address in clear. */
export const addressHash = (address: string) => sha256(`address:${address}`).slice(0, 32);

export const isOptInStream = (stream: string) => /^optin-[A-Za-z0-9_-]{1,64}$/.test(stream);

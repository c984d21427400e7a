import { Inject, Injectable } from '@nestjs/common';
import { OPT_IN_CHANNELS, type OptInChannel } from '@lens/domain';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { SignedLinks } from '../../platform/signed-links/signed-links';
import { addressHash, isOptInStream } from './opt-in-streams';

/** A confirmation link lives a week; a withdrawal link as long as the key does. */
const CONFIRMATION_TTL_SECONDS = 7 * 86_400;

const channelOf = (value: string | undefined): OptInChannel | null =>
  (OPT_IN_CHANNELS as readonly (string | undefined)[]).includes(value)
    ? (value as OptInChannel)
    : null;

export interface WithdrawalLinks {
  /** The page a person opens (a button there unsubscribes: a GET never changes anything). */
  page: string;
  /** RFC 8058 one-click: the `List-Unsubscribe` address a mail provider POSTs to. */
  oneClick: string;
}

/** The signed links of the opt-in messages: confirm a request, withdraw from a channel. */
@Injectable()
export class OptInLinks {
  private readonly site: string;

  constructor(
    @Inject(SignedLinks) private readonly links: SignedLinks,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.site = config.siteUrl;
  }

  async confirmation(stream: string, channel: OptInChannel, requestId: string): Promise<string> {
    const token = await this.links.sign(
      'opt-in-confirm',
      { sub: stream, ch: channel, rid: requestId },
      CONFIRMATION_TTL_SECONDS,
    );
    return `${this.site}/opt_in_confirm?token=${token}`;
  }

  async withdrawal(
    stream: string,
    channel: OptInChannel,
    address: string,
  ): Promise<WithdrawalLinks> {
    const token = await this.links.sign('opt-in-withdraw', {
      sub: stream,
      ch: channel,
      ah: addressHash(address),
    });
    return {
      page: `${this.site}/unsubscribe?token=${token}`,
      oneClick: `${this.site}/api/opt-in/unsubscribe?token=${token}`,
    };
  }

  async readConfirmation(token: string) {
    const claims = await this.links.verify('opt-in-confirm', token);
    const channel = channelOf(claims?.['ch']);
    const stream = claims?.['sub'];
    const requestId = claims?.['rid'];
    if (!channel || !stream || !isOptInStream(stream) || !requestId) return null;
    return { stream, channel, requestId };
  }

  async readWithdrawal(token: string) {
    const claims = await this.links.verify('opt-in-withdraw', token);
    const channel = channelOf(claims?.['ch']);
    const stream = claims?.['sub'];
    const hash = claims?.['ah'];
    if (!channel || !stream || !isOptInStream(stream) || !hash) return null;
    return { stream, channel, addressHash: hash };
  }
}

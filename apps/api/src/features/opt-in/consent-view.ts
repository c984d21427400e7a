import { type ChannelConsent, type OptInState, statusOf } from '@lens/domain';

const addressOf = (channel: ChannelConsent) =>
  channel.consent?.address ?? channel.pending?.address ?? channel.withdrawn?.address ?? null;

const changedAt = (channel: ChannelConsent) =>
  channel.withdrawn?.at ?? channel.pending?.requestedAt ?? channel.consent?.confirmedAt ?? null;

/** The answer to a signed-in profile about its own consents (GET and POST /api/opt-in). */
export function consentView(state: OptInState) {
  const { email, sms } = state;
  const latest = [email, sms]
    .map((channel) => ({ at: changedAt(channel), channel }))
    .filter((c): c is { at: string; channel: ChannelConsent } => c.at !== null)
    .sort((a, b) => (a.at < b.at ? 1 : -1))[0];
  const source = latest?.channel.consent?.source ?? latest?.channel.pending?.source ?? null;
  return {
    email_opt_in: statusOf(email) === 'subscribed',
    email_status: statusOf(email),
    email: addressOf(email),
    sms_opt_in: statusOf(sms) === 'subscribed',
    sms_status: statusOf(sms),
    phone_number: addressOf(sms),
    opt_in_source: source,
    updated_at: latest?.at ?? null,
  };
}

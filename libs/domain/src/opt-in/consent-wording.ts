// The consent wording shown beside the opt-in box, versioned: a consent is stored with the
// version its person saw, so what they agreed to can always be shown again word for word. A
// wording is never edited once published; a change is a new version made current.
import type { Language } from '../catalog/codes';

export const OPT_IN_CHANNELS = ['email', 'sms'] as const;
export type OptInChannel = (typeof OPT_IN_CHANNELS)[number];

export interface ConsentWording {
  channel: OptInChannel;
  text: Readonly<Record<Language, string>>;
}

export const CONSENT_WORDINGS = {
  'email-2025-09': {
    channel: 'email',
    text: {
      en: 'Yes, e-mail me news and offers from Lens Rewards. I can unsubscribe at any time with the link in every e-mail.',
      es: 'Sí, envíenme por correo electrónico novedades y ofertas de Lens Rewards. Puedo darme de baja en cualquier momento con el enlace de cada correo.',
    },
  },
  // TCPA-style disclosure: express written consent to automated marketing texts, not a
  // condition of purchase, with frequency, cost and how to stop.
  'sms-2025-09': {
    channel: 'sms',
    text: {
      en: 'By ticking this box, I agree to receive recurring automated marketing text messages from Lens Rewards at the mobile number above. Consent is not a condition of any purchase. Message frequency varies. Message and data rates may apply. Reply STOP to cancel or HELP for help, or use the stop link in any text.',
      es: 'Al marcar esta casilla, acepto recibir mensajes de texto automatizados y recurrentes de marketing de Lens Rewards en el número de celular indicado. El consentimiento no es condición de ninguna compra. La frecuencia de los mensajes varía. Pueden aplicarse tarifas de mensajes y datos. Responde STOP para cancelar o HELP para obtener ayuda, o usa el enlace para dejar de recibirlos que viene en cada mensaje.',
    },
  },
} as const satisfies Readonly<Record<string, ConsentWording>>;

export type ConsentWordingVersion = keyof typeof CONSENT_WORDINGS;

/** The wording each opt-in page shows now. */
export const CURRENT_CONSENT_WORDING = {
  email: 'email-2025-09',
  sms: 'sms-2025-09',
} as const satisfies Readonly<Record<OptInChannel, ConsentWordingVersion>>;

/** True when `version` is a published wording for `channel`. */
export function isConsentWording(channel: OptInChannel, version: unknown): boolean {
  return (
    typeof version === 'string' &&
    Object.hasOwn(CONSENT_WORDINGS, version) &&
    CONSENT_WORDINGS[version as ConsentWordingVersion].channel === channel
  );
}

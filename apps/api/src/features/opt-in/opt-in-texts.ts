import type { Language } from '@lens/domain';

/** The texts of the SMS double opt-in (the e-mails' texts are in email/mail-texts.ts). */
export const OPT_IN_SMS = {
  en: (confirm: string, stop: string) =>
    `Lens Rewards: confirm marketing texts to this number: ${confirm} Msg & data rates may apply. Not you? Ignore this text. Stop: ${stop}`,
  es: (confirm: string, stop: string) =>
    `Lens Rewards: confirma los mensajes de marketing a este número: ${confirm} Pueden aplicarse tarifas de mensajes y datos. ¿No fuiste tú? Ignora este mensaje. Cancelar: ${stop}`,
} as const satisfies Readonly<Record<Language, (confirm: string, stop: string) => string>>;

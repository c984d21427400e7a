import type { Language } from '@lens/domain';

/** The text message with the claim link, when the checkout gave only a phone number. */
export function claimLinkText(language: Language, practice: string, url: string): string {
  const from = practice ? ` ${language === 'es' ? 'de' : 'from'} ${practice}` : '';
  return language === 'es'
    ? `Lens Rewards: reclama tu recompensa exprés por tu compra${from}: ${url}`
    : `Lens Rewards: claim your express reward for your purchase${from}: ${url}`;
}

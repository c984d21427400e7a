import { LANGUAGES, type Language } from '@lens/domain';

const MAX_HEADER = 500;

/**
 * The language to answer in for an `Accept-Language` header: the supported language with the
 * highest quality, English when none is supported or the header is missing.
 */
export function languageOf(acceptLanguage: string | null | undefined): Language {
  if (!acceptLanguage) return 'en';
  let best: { language: Language; quality: number } | undefined;
  for (const range of acceptLanguage.slice(0, MAX_HEADER).split(',')) {
    const [tag = '', ...parameters] = range.split(';');
    const language = LANGUAGES.find((l) => l === tag.trim().slice(0, 2).toLowerCase());
    if (!language) continue;
    const quality = qualityOf(parameters);
    if (quality > 0 && (!best || quality > best.quality)) best = { language, quality };
  }
  return best?.language ?? 'en';
}

function qualityOf(parameters: readonly string[]): number {
  const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
  if (q === undefined) return 1;
  const value = Number(q.slice(2));
  return Number.isFinite(value) ? value : 0;
}

/**
 * A text a page was handed in its history entry (`navigate(to, { state })`), e.g. the e-mail
 * typed on another form; null when there is none. History state survives a reload but never
 * enters the address, logs or the Referer header.
 */
export function stateText(state: unknown, key: string): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const value = (state as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : null;
}

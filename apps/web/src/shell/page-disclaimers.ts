import { atom, useSetAtom } from 'jotai';
import { useEffect } from 'react';

/** Disclaimers the page showing adds to the footer at run time (flags, the practice chosen). */
export const pageDisclaimersAtom = atom<readonly string[]>([]);

/**
 * Puts these texts in the footer's disclaimers while the calling page shows (spec 000 §2: the
 * estimator results' enhancement disclaimers, the promo-code pages' targeted-marketing ones).
 */
export function usePageDisclaimers(texts: readonly string[]): void {
  const set = useSetAtom(pageDisclaimersAtom);
  const key = JSON.stringify(texts);
  useEffect(() => {
    set(JSON.parse(key) as string[]);
    return () => set([]);
  }, [key, set]);
}

import { atom, type WritableAtom } from 'jotai';
import { atomWithLazy, atomWithStorage, createJSONStorage } from 'jotai/utils';

/**
 * A value kept in this tab's session storage (jotai atomWithStorage), so a reload keeps it and a
 * new tab starts without it. Like the draft, each store reads storage when it first uses the atom
 * (atom in an atom): what is stored then is what the first render sees, in the app as in tests.
 */
export function sessionStoredAtom<T>(key: string): WritableAtom<T | null, [T | null], void> {
  const storage = createJSONStorage<T | null>(() => window.sessionStorage);
  const inner = atomWithLazy(() =>
    atomWithStorage<T | null>(key, null, storage, { getOnInit: true }),
  );
  return atom(
    (get) => get(get(inner)),
    (get, set, value: T | null) => set(get(inner), value),
  );
}

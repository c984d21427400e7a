import { atom, type WritableAtom } from 'jotai';
import { atomWithLazy } from 'jotai/utils';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage unavailable (blocked in an iframe, private mode)
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // as above: the value then lives in memory only
  }
}

/**
 * A string kept in local storage as it is (not JSON), so the token under `lensRewards.token` is
 * the token itself, as other tools (e2e fixtures, support) expect. Each store reads it when first
 * used, every write goes to storage, and another tab's change (a logout) arrives here too.
 */
export function storedStringAtom(key: string): WritableAtom<string | null, [string | null], void> {
  const valueAtom = atomWithLazy<string | null>(() => read(key));
  valueAtom.onMount = (setValue) => {
    const listener = (event: StorageEvent) => {
      if (event.storageArea === window.localStorage && event.key === key) setValue(event.newValue);
    };
    window.addEventListener('storage', listener);
    return () => window.removeEventListener('storage', listener);
  };
  return atom(
    (get) => get(valueAtom),
    (_get, set, value: string | null) => {
      set(valueAtom, value);
      write(key, value);
    },
  );
}

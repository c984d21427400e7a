import { atom } from 'jotai';
import { atomWithLazy, atomWithStorage, createJSONStorage } from 'jotai/utils';
import { nowAtom } from '../../app-state/app-state.state';
import { profileAtom } from '../../session/session.state';
import { DRAFT_STORAGE_KEY, type PurchaseDraft } from './purchase-draft';

const storage = createJSONStorage<PurchaseDraft | null>(() => window.localStorage);

/**
 * The incomplete entry in local storage (jotai atomWithStorage). `getOnInit` reads storage when
 * the atom is made, so each store makes its own on first use (atom in an atom): what is stored
 * then is what the first render sees, in the app as in every test.
 */
const storedDraftAtomAtom = atomWithLazy(() =>
  atomWithStorage<PurchaseDraft | null>(DRAFT_STORAGE_KEY, null, storage, { getOnInit: true }),
);

const storedDraftAtom = atom(
  (get) => get(get(storedDraftAtomAtom)),
  (get, set, draft: PurchaseDraft | null) => set(get(storedDraftAtomAtom), draft),
);

/** The signed-in profile's incomplete entry, if this device keeps one. */
export const draftAtom = atom((get) => {
  const draft = get(storedDraftAtom);
  return draft && draft.profileId === get(profileAtom).id ? draft : null;
});

/** Starts a new draft for the profile, or changes the current one. */
export const updateDraftAtom = atom(
  null,
  (get, set, patch: Partial<Omit<PurchaseDraft, 'profileId' | 'updatedAt'>>) => {
    const current = get(draftAtom);
    const next: PurchaseDraft = {
      step: 'practice',
      ...current,
      ...patch,
      profileId: get(profileAtom).id,
      updatedAt: get(nowAtom),
    };
    set(storedDraftAtom, next);
  },
);

/** Forgets the incomplete entry (delete, or the entry was confirmed). */
export const clearDraftAtom = atom(null, (_get, set) => set(storedDraftAtom, null));

import { atom } from 'jotai';
import { type ModalName, type OpenModal } from './modal-registry';

/**
 * Open modals, the last on top. Only the top one shows; closing it uncovers the one beneath
 * (a help modal that opened the error modal comes back when the error is dismissed).
 */
const stackAtom = atom<readonly OpenModal[]>([]);

export const modalStackAtom = atom((get) => get(stackAtom));

export const topModalAtom = atom((get) => get(stackAtom).at(-1) ?? null);

/** Opens a modal on top; a modal already open under that name moves up with its new props. */
export const openModalAtom = atom(null, (get, set, modal: OpenModal) => {
  set(stackAtom, [...get(stackAtom).filter((m) => m.name !== modal.name), modal]);
});

/** Closes the named modal (the top one when no name is given). */
export const closeModalAtom = atom(null, (get, set, name?: ModalName) => {
  const stack = get(stackAtom);
  const target = name ?? stack.at(-1)?.name;
  set(
    stackAtom,
    stack.filter((m) => m.name !== target),
  );
});

/** Closes every modal, except one that must stay (the session-expiration notice). */
export const closeAllModalsAtom = atom(null, (get, set, options?: { except?: ModalName }) => {
  set(
    stackAtom,
    get(stackAtom).filter((m) => m.name === options?.except),
  );
});

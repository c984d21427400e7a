import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useMemo } from 'react';
import {
  type ModalName,
  type ModalPropsArgument,
  type ModalPropsByName,
  type OpenModal,
} from './modal-registry';
import { closeAllModalsAtom, closeModalAtom, modalStackAtom, openModalAtom } from './modal.state';

/** Open and close named modals from any component (spec 001 §2). */
export function useModals() {
  const openAtom = useSetAtom(openModalAtom);
  const close = useSetAtom(closeModalAtom);
  const closeAll = useSetAtom(closeAllModalsAtom);
  const stack = useAtomValue(modalStackAtom);

  const open = useCallback(
    <N extends ModalName>(name: N, ...[props]: ModalPropsArgument<N>) =>
      openAtom({ name, props: (props ?? {}) as ModalPropsByName[N] } as OpenModal),
    [openAtom],
  );
  const isOpen = useCallback((name: ModalName) => stack.some((m) => m.name === name), [stack]);

  return useMemo(() => ({ open, close, closeAll, isOpen }), [open, close, closeAll, isOpen]);
}

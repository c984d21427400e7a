import { useAtomValue, useSetAtom } from 'jotai';
import { type ComponentType, Suspense, useEffect, useRef } from 'react';
import { MODAL_COMPONENTS } from './modal-catalogue';
import { type ModalComponentProps, type ModalName } from './modal-registry';
import { closeModalAtom, topModalAtom } from './modal.state';
import { loadSharedModals } from './shared/shared-catalogue';

/** Fetches the foundation's modals once the first page is up, so none of them waits when needed. */
function usePrefetchSharedModals() {
  useEffect(() => {
    const prefetch = () => void loadSharedModals().catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(prefetch, { timeout: 5000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(prefetch, 2000);
    return () => window.clearTimeout(id);
  }, []);
}

/**
 * Shows the top open modal. Focus goes back to where it was before the first modal opened
 * once the last one closes (the dialog itself traps focus while open).
 */
export function ModalHost() {
  const top = useAtomValue(topModalAtom);
  const close = useSetAtom(closeModalAtom);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const isOpen = top !== null;
  usePrefetchSharedModals();

  useEffect(() => {
    if (isOpen) {
      returnFocusTo.current ??= document.activeElement as HTMLElement | null;
      return;
    }
    const target = returnFocusTo.current;
    returnFocusTo.current = null;
    if (target?.isConnected) target.focus();
  }, [isOpen]);

  if (!top) return null;
  const Modal = MODAL_COMPONENTS[top.name] as ComponentType<ModalComponentProps<ModalName>>;
  return (
    <Suspense fallback={null}>
      <Modal key={top.name} props={top.props} close={() => close(top.name)} />
    </Suspense>
  );
}

import { useAtomValue, useSetAtom } from 'jotai';
import { type ComponentType, Suspense, useEffect, useRef } from 'react';
import { MODAL_COMPONENTS } from './modal-catalogue';
import { type ModalComponentProps, type ModalName } from './modal-registry';
import { closeModalAtom, topModalAtom } from './modal.state';
import { loadSharedModals } from './shared/shared-catalogue';

/** What a visitor does first on a page: from then on a modal may be asked for. */
const FIRST_ACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Fetches the foundation's modals at the visitor's first action on the page (a pointer, a touch
 * or a key), so none of them waits when asked for, while a first load that nobody touches does
 * not carry them (DESIGN §12: a public page's first load stays under 200 KB of JavaScript).
 * A modal opened before that (an API failure at start) loads on demand through its lazy boundary.
 */
function usePrefetchSharedModals() {
  useEffect(() => {
    const prefetch = () => {
      stop();
      void loadSharedModals().catch(() => undefined);
    };
    const stop = () =>
      FIRST_ACTIONS.forEach((type) => window.removeEventListener(type, prefetch, true));
    FIRST_ACTIONS.forEach((type) =>
      window.addEventListener(type, prefetch, { capture: true, passive: true }),
    );
    return stop;
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

import { type ComponentType } from 'react';
import { JOURNEY_MODALS } from './journey/journey-catalogue';
import { type ModalComponentProps, type ModalName } from './modal-registry';
import { PUBLIC_MODALS } from './public/public-catalogue';
import { SHARED_MODALS } from './shared/shared-catalogue';

/**
 * The component of every named modal. Every modal loads on first use (React.lazy) so the first
 * load carries none of them: register a new one in its catalogue's chunk, never statically here.
 */
export const MODAL_COMPONENTS: { [N in ModalName]: ComponentType<ModalComponentProps<N>> } = {
  // The foundation's modals (one chunk, also fetched when the browser is idle after start).
  ...SHARED_MODALS,
  // The patient journey's modals (issue 7), loaded on first use.
  ...JOURNEY_MODALS,
  // The public pages' modals (issue 8), loaded on first use.
  ...PUBLIC_MODALS,
};

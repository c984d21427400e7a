import { type ComponentType, lazy } from 'react';
import { type ModalComponentProps } from '../modal-registry';
import { type PublicModalProps } from './public-modal-props';

type PublicModalName = keyof PublicModalProps;

/** Each loads on first use, in its own chunk, so no page pays for another's modal. */
export const PUBLIC_MODALS: { [N in PublicModalName]: ComponentType<ModalComponentProps<N>> } = {
  ecpSearch: lazy(() => import('./EcpSearchModal').then((m) => ({ default: m.EcpSearchModal }))),
  rewardEstimator: lazy(() =>
    import('../../features/estimator/RewardEstimatorModal').then((m) => ({
      default: m.RewardEstimatorModal,
    })),
  ),
  expressClaimNotice: lazy(() =>
    import('./ExpressClaimNoticeModal').then((m) => ({ default: m.ExpressClaimNoticeModal })),
  ),
  promoCodeRequestConfirm: lazy(() =>
    import('./PromoCodeRequestConfirmModal').then((m) => ({
      default: m.PromoCodeRequestConfirmModal,
    })),
  ),
};

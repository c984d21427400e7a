import { type ComponentType, lazy } from 'react';
import { type ModalComponentProps } from '../modal-registry';
import type * as JourneyModals from './journey-modals';
import { type JourneyModalProps } from './journey-modal-props';

type JourneyModalName = keyof JourneyModalProps;
type Modules = typeof JourneyModals;

const loadModals = () => import('./journey-modals');

/** A journey modal, loaded with all the others (one chunk) the first time any of them opens. */
const lazyModal = <N extends JourneyModalName>(
  pick: (modules: Modules) => ComponentType<ModalComponentProps<N>>,
) => lazy(() => loadModals().then((modules) => ({ default: pick(modules) })));

export const JOURNEY_MODALS: { [N in JourneyModalName]: ComponentType<ModalComponentProps<N>> } = {
  addressVerification: lazyModal((m) => m.AddressVerificationModal),
  editPatientConfirm: lazyModal((m) => m.EditPatientConfirmModal),
  nonParticipatingPractice: lazyModal((m) => m.NonParticipatingPracticeModal),
  doctorNotListed: lazyModal((m) => m.DoctorNotListedModal),
  annualLimit: lazyModal((m) => m.AnnualLimitModal),
  oamoeOverride: lazyModal((m) => m.OamoeOverrideModal),
  sampleImage: lazyModal((m) => m.SampleImageModal),
  purchaseDetailConfirm: lazyModal((m) => m.PurchaseDetailConfirmModal),
  purchaseComplete: lazyModal((m) => m.PurchaseCompleteModal),
  adminComment: lazyModal((m) => m.AdminCommentModal),
  barcodeScanError: lazyModal((m) => m.BarcodeScanErrorModal),
  approvalConfirmation: lazyModal((m) => m.ApprovalConfirmationModal),
  video: lazyModal((m) => m.VideoModal),
};

// The patient journey's modal components: one chunk, loaded the first time one of them opens.
export { AddressVerificationModal } from './AddressVerificationModal';
export { AdminCommentModal } from './AdminCommentModal';
export { AnnualLimitModal } from './AnnualLimitModal';
export { ApprovalConfirmationModal } from './ApprovalConfirmationModal';
export { BarcodeScanErrorModal } from './BarcodeScanErrorModal';
export { DoctorNotListedModal } from './DoctorNotListedModal';
export { EditPatientConfirmModal } from './EditPatientConfirmModal';
export { NonParticipatingPracticeModal } from './NonParticipatingPracticeModal';
export { OamoeOverrideModal } from './OamoeOverrideModal';
export { PurchaseCompleteModal } from './PurchaseCompleteModal';
export { PurchaseDetailConfirmModal } from './PurchaseDetailConfirmModal';
export { SampleImageModal } from './SampleImageModal';
export { VideoModal } from './VideoModal';

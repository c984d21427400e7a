import { type ReceiptMismatchView } from '@lens/validation';
import { type AddressFields } from '../../features/patients/standardise-address';
import { type SubmissionView } from '../../features/submissions/submission';
import { type VideoName } from './video-tracking';

export interface DoctorName {
  first_name: string;
  last_name: string;
}

/** What the purchase detail confirmation shows: the entry as it will be sent. */
export interface EntrySummary {
  patient: string;
  practice: string;
  purchaseDate: string;
  eyes: { label: string; description: string }[];
  supplyLength: number;
  promoCodes: string[];
}

export type ScanErrorReason = 'not_found' | 'camera_denied' | 'no_camera' | 'camera_failed';

/** The patient journey's named modals (issue 7) and the props each opens with. */
export interface JourneyModalProps {
  addressVerification: {
    entered: AddressFields;
    recommended: AddressFields;
    onChoose: (address: AddressFields) => void;
  };
  editPatientConfirm: { name: string; onConfirm: () => void };
  nonParticipatingPractice: { practiceName: string; onKeep: () => void };
  doctorNotListed: { doctor?: DoctorName; onSave: (doctor: DoctorName) => void };
  annualLimit: {
    limitRemaining: number;
    supplyLength: number;
    /** An admin acting for the patient may confirm the entry anyway. */
    admin: boolean;
    onConfirm: () => void;
  };
  oamoeOverride: { submissionId: string; onContinue: () => void; onLogIncomplete: () => void };
  sampleImage: { kind: 'receipt' | 'photo' };
  purchaseDetailConfirm: {
    summary: EntrySummary;
    onConfirm: () => Promise<void>;
    /** Where the receipt's reading disagrees with the entry (issue 28). */
    differences?: ReceiptMismatchView[];
  };
  purchaseComplete: { submission: SubmissionView; onDone: () => void };
  adminComment: { submissionId: string; onDone: () => void };
  barcodeScanError: { reason: ScanErrorReason; onScanAgain: () => void; onAddManually: () => void };
  approvalConfirmation: { submission: SubmissionView };
  video: { video: VideoName };
}

import { type ComponentType, lazy } from 'react';
import { type ModalComponentProps, type ModalName } from '../modal-registry';
import type * as SharedModals from './shared-modals';

type Modules = typeof SharedModals;

/** Starts loading the shared modals' chunk (idempotent: the browser caches the module). */
export const loadSharedModals = () => import('./shared-modals');

const lazyModal = <N extends ModalName>(
  pick: (modules: Modules) => ComponentType<ModalComponentProps<N>>,
) => lazy(() => loadSharedModals().then((modules) => ({ default: pick(modules) })));

type SharedModalName =
  | 'genericError'
  | 'generalMessage'
  | 'sessionExpired'
  | 'languageToggle'
  | 'loginHelp'
  | 'passwordHelp'
  | 'twoStepHelp'
  | 'submissionHelp'
  | 'visaCardHelp'
  | 'locationServices'
  | 'questions';

/** The foundation's modals, loaded with one another the first time any of them opens. */
export const SHARED_MODALS: { [N in SharedModalName]: ComponentType<ModalComponentProps<N>> } = {
  genericError: lazyModal((m) => m.GenericErrorModal),
  generalMessage: lazyModal((m) => m.GeneralMessageModal),
  sessionExpired: lazyModal((m) => m.SessionExpiredModal),
  languageToggle: lazyModal((m) => m.LanguageToggleModal),
  loginHelp: lazyModal((m) => m.LoginHelpModal),
  passwordHelp: lazyModal((m) => m.PasswordHelpModal),
  twoStepHelp: lazyModal((m) => m.TwoStepHelpModal),
  submissionHelp: lazyModal((m) => m.SubmissionHelpModal),
  visaCardHelp: lazyModal((m) => m.VisaCardHelpModal),
  locationServices: lazyModal((m) => m.LocationServicesModal),
  questions: lazyModal((m) => m.QuestionsModal),
};

// The foundation's modal components: one chunk, loaded the first time one of them opens (or
// when the browser is idle after the first page), so no page's first load carries Mantine's
// Modal, its focus trap, scroll lock and overlay.
export { GeneralMessageModal } from './GeneralMessageModal';
export { GenericErrorModal } from './GenericErrorModal';
export {
  LoginHelpModal,
  PasswordHelpModal,
  SubmissionHelpModal,
  TwoStepHelpModal,
  VisaCardHelpModal,
} from './help-modal';
export { LanguageToggleModal } from './LanguageToggleModal';
export { LocationServicesModal } from './LocationServicesModal';
export { QuestionsModal } from './QuestionsModal';
export { SessionExpiredModal } from './SessionExpiredModal';

// The schemas the public pages' forms check their fields with, and the checker: loaded when a
// form is first used (use-form-checks.ts), not with the page, so zod and the message tables stay
// out of a public page's first load (DESIGN §12). The schemas are libs/validation's, unchanged.
export {
  ecpCodeRequestSchema,
  ecpSearchByRadiusQuerySchema,
  expressClaimSchema,
  formErrors,
  loginSchema,
  makeEscalationSchema,
  message,
  optInSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  phoneCodeFormSchema,
  registerSchema,
  sendResultsSchema,
} from '@lens/validation';

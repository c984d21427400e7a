export { loginSchema, type Login } from './login';
export { currentPassword, newPassword, PASSWORD_MAX, PASSWORD_MIN } from './password';
export {
  phoneCodeFormSchema,
  sendCodeSchema,
  validateCodeSchema,
  type PhoneCodeForm,
  type SendCode,
  type ValidateCode,
} from './phone-code';
export { registerSchema, type Register } from './register';
export {
  passwordResetCheckSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  type PasswordResetCheck,
  type PasswordResetConfirm,
  type PasswordResetRequest,
} from './password-reset';

export { apiError, codeOf, fieldName, ROOT_FIELD, toApiErrors, type ApiError } from './api-errors';
export { isValidationCode, VALIDATION_CODES, type ValidationCode } from './codes';
export { formErrors } from './form-errors';
export { validate, type Validated } from './validate';

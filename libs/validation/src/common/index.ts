export {
  address1,
  addressLine,
  city,
  country,
  COUNTRIES,
  isPostalCodeOf,
  northAmericanPostalCode,
  optionalCountry,
  state,
  stateCode,
  zip5,
  zipPlus4,
  type Country,
} from './address';
export { hasControlCharacter, hasDigit, hasLetter, isBmpOnly } from './characters';
export {
  booleanFromText,
  choice,
  defaultFalse,
  flag,
  list,
  optionalChoice,
  optionalFlag,
  optionalTextFlag,
  textFlag,
  ticked,
  type ListOptions,
} from './choices';
export { email, optionalEmail, phone, requiredPhone } from './contact';
export {
  requireField,
  textOf,
  withRules,
  type CrossFieldIssue,
  type CrossFieldRule,
  type Fields,
} from './cross-field';
export {
  isoDate,
  optionalIsoDate,
  optionalUsDate,
  parseIsoDate,
  parseUsDate,
  usDate,
} from './dates';
export {
  code,
  exceptionId,
  exportId,
  id,
  jiraId,
  optionalCode,
  optionalConfirmationCode,
  optionalId,
  optionalJiraId,
  optionalSap,
  optionalToken,
  promoCode,
  sap,
  sku,
  token,
} from './ids';
export { isWellFormedToken } from './token-shape';
export { always, isMissing, requiredOr } from './issues';
export { optionalPersonName, personName, type NameOptions } from './names';
export {
  boxCount,
  fromInput,
  latitude,
  longitude,
  monthlyAmount,
  numberInput,
  optionalBoxCount,
  optionalMonthlyAmount,
  optionalNumberInput,
  optionalSupply,
  supply,
  type RangeOptions,
} from './numbers';
export { payload } from './objects';
export { orBlank, PATTERNS, SEARCHES } from './patterns';
export { matching, optionalText, requiredText, type TextOptions, type TextRule } from './text';
export { imageUrl, optionalImageUrl } from './url';

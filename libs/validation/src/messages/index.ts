export { en, type MessageKey } from './en';
export { es } from './es';
export { isMessageKey, message, messages, type MessageVars } from './catalogue';
export { languageOf } from './language';
